/**
 * The session's door for signed-in pages only: the signed-in user as server state (the query cache).
 * Kept apart from index.ts because the cache brings TanStack Query, which the sign-in page must not
 * download (docs/performance.md, /login's budget); everything else of the session is in index.ts.
 */
export { userChangeSaved, readCurrentUser, refreshCurrentUser } from './current-user';
export { useCurrentUser, useCurrentUserWithContact } from './use-current-user';
// The person's recently viewed dashboards (home's way back, R10.8): kept and removed with the session.
export {
  MAX_RECENT_DASHBOARDS,
  readRecentDashboards,
  recordRecentDashboard,
  type RecentDashboard,
} from './recent-dashboards';
