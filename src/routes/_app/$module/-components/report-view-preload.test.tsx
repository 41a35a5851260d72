import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

// Whether the topic route asked for the report view's chunks ahead of its first render.
const preloadReportView = vi.hoisted(() => vi.fn());
vi.mock('@/features/reports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/reports')>()),
  preloadReportView,
}));

describe("the topic route starts fetching a dashboard's report view from its loader", () => {
  it('for a dashboard topic', async () => {
    preloadReportView.mockClear();
    renderApp('/sales-2024/market-intelligence');
    await screen.findByRole('heading', { name: 'Market Intelligence', level: 1 });
    expect(preloadReportView).toHaveBeenCalledTimes(1);
  });

  it('not for another topic, nor for the preload of a link the pointer rests on (MSAL stays off /home)', async () => {
    preloadReportView.mockClear();
    const { router } = renderApp('/sales-2024/metrics-for-performance-tracking');
    await screen.findByRole('heading', { name: 'Metrics for Performance Tracking', level: 1 });
    await router.preloadRoute({ to: '/$module/$slug', params: { module: 'sales-2024', slug: 'market-intelligence' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales-2024/metrics-for-performance-tracking'));
    expect(preloadReportView).not.toHaveBeenCalled();
  });
});
