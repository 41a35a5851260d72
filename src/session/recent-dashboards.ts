import { safeReturnPath } from '@/shared/browser/app-paths';
import { storedUserInfoArea } from './stored-user-info';
import { readJson, removeKey, writeJson, type StorageArea } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/** A dashboard the person opened: the topic and the report page shown, and when. */
export interface RecentDashboard {
  /** The topic page's path (`/sales-2024/market-intelligence`); the report page goes in `?page=`. */
  path: string;
  topicTitle: string;
  /** The report page as the report names it (`ReportSection2`) and as it titles it. */
  pageName: string;
  pageTitle: string;
  /** When it was last shown, in ms since the epoch. */
  viewedAt: number;
}

/** As many as the home page lists: a way back, not a history. */
export const MAX_RECENT_DASHBOARDS = 5;

interface StoredRecentDashboards {
  /** Whose they are: another person's are never shown, nor added to. */
  owner: string;
  dashboards: RecentDashboard[];
}

function isRecentDashboard(value: unknown): value is RecentDashboard {
  const entry = value as Partial<RecentDashboard> | null;
  return (
    typeof entry?.path === 'string' &&
    typeof entry.topicTitle === 'string' &&
    typeof entry.pageName === 'string' &&
    typeof entry.pageTitle === 'string' &&
    typeof entry.viewedAt === 'number'
  );
}

function isStored(value: unknown): value is StoredRecentDashboards {
  const stored = value as Partial<StoredRecentDashboards> | null;
  return (
    typeof stored?.owner === 'string' && Array.isArray(stored.dashboards) && stored.dashboards.every(isRecentDashboard)
  );
}

const OTHER_AREA: Record<StorageArea, StorageArea> = { local: 'tab', tab: 'local' };

/**
 * Where the list lives: where the session's record does (localStorage with "Remember me", else this
 * tab's sessionStorage), so an un-remembered session's trail is gone when the browser closes, and
 * every session's end (which clears both areas) takes it.
 */
const area = (): StorageArea => storedUserInfoArea() ?? 'tab';

/**
 * The dashboards `owner` opened last, newest first. Storage anyone at the browser can write: an entry
 * whose path is not one of the portal's own is dropped, so a link on home never leads off-site.
 */
export function readRecentDashboards(owner: string): RecentDashboard[] {
  const stored = readJson(storageKeys.recentDashboards, isStored, area());
  if (!stored || stored.owner !== owner) return [];
  return stored.dashboards.filter((entry) => safeReturnPath(entry.path) === entry.path);
}

/** Puts a dashboard first in `owner`'s list (once: opened again, it moves up). */
export function recordRecentDashboard(owner: string, dashboard: RecentDashboard): void {
  if (!owner) return;
  const here = area();
  const earlier = readRecentDashboards(owner).filter(
    (entry) => entry.path !== dashboard.path || entry.pageName !== dashboard.pageName,
  );
  removeKey(storageKeys.recentDashboards, OTHER_AREA[here]);
  writeJson(
    storageKeys.recentDashboards,
    { owner, dashboards: [dashboard, ...earlier].slice(0, MAX_RECENT_DASHBOARDS) } satisfies StoredRecentDashboards,
    here,
  );
}
