import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import {
  MAX_RECENT_DASHBOARDS,
  readRecentDashboards,
  recordRecentDashboard,
  type RecentDashboard,
} from './recent-dashboards';

const dashboard = (pageName: string, viewedAt = 1_000, path = '/sales-2024/market-intelligence'): RecentDashboard => ({
  path,
  topicTitle: 'Market Intelligence',
  pageName,
  pageTitle: `Page ${pageName}`,
  viewedAt,
});

const pageNames = (owner: string) => readRecentDashboards(owner).map((entry) => entry.pageName);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('recent dashboards', () => {
  it('lists the dashboards opened, newest first, a re-opened one moved up, at most five', () => {
    for (const page of ['A', 'B', 'C']) recordRecentDashboard('javery', dashboard(page));
    recordRecentDashboard('javery', dashboard('A'));
    expect(pageNames('javery')).toEqual(['A', 'C', 'B']);
    for (const page of ['D', 'E', 'F', 'G']) recordRecentDashboard('javery', dashboard(page));
    expect(pageNames('javery')).toEqual(['G', 'F', 'E', 'D', 'A']);
    expect(MAX_RECENT_DASHBOARDS).toBe(5);
  });

  it("never shows one person's dashboards to another, and the next person's replace them", () => {
    recordRecentDashboard('javery', dashboard('A'));
    expect(readRecentDashboards('mlee')).toEqual([]);
    recordRecentDashboard('mlee', dashboard('B'));
    expect(pageNames('mlee')).toEqual(['B']);
    expect(readRecentDashboards('javery')).toEqual([]);
  });

  it("drops an entry whose path is not one of the portal's own (the storage is anyone's to write)", () => {
    sessionStorage.setItem(
      storageKeys.recentDashboards,
      JSON.stringify({
        owner: 'javery',
        dashboards: [dashboard('A', 1, '//evil.example/x'), dashboard('B', 1, '/login'), dashboard('C')],
      }),
    );
    expect(pageNames('javery')).toEqual(['C']);
  });

  it("keeps them where the session's record is: this tab without Remember me, the browser with it", () => {
    recordRecentDashboard('javery', dashboard('A'));
    expect(sessionStorage.getItem(storageKeys.recentDashboards)).not.toBeNull();
    expect(localStorage.getItem(storageKeys.recentDashboards)).toBeNull();
    localStorage.setItem(storageKeys.userInfo, '{}');
    recordRecentDashboard('javery', dashboard('B'));
    expect(localStorage.getItem(storageKeys.recentDashboards)).not.toBeNull();
    expect(sessionStorage.getItem(storageKeys.recentDashboards)).toBeNull();
  });

  it("goes with every session's end (the clear keeps only the colour scheme and the like)", () => {
    localStorage.setItem(storageKeys.userInfo, '{}');
    recordRecentDashboard('javery', dashboard('A'));
    sessionStorage.setItem(storageKeys.recentDashboards, localStorage.getItem(storageKeys.recentDashboards)!);
    clearAllBrowserStorage();
    expect(localStorage.getItem(storageKeys.recentDashboards)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.recentDashboards)).toBeNull();
  });
});
