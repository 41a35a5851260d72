import { lastKnownPathArea, rememberLastKnownPath } from '@/shared/browser/app-paths';
import { announceSessionChange, type SessionChange } from '@/shared/session/session-broadcast';
import { useSessionStore } from '@/shared/session/session-store';
import { runSignOutTasks } from '@/shared/session/sign-out-tasks';
import { clearAllBrowserStorage, clearTabStorage } from '@/shared/storage/browser-storage';

/** Why a session ended; every tab is told the same (see session-broadcast.ts). */
export type SessionEndReason = Extract<SessionChange, { kind: 'signed-out' }>['reason'];

export interface SessionEnd {
  reason: SessionEndReason;
  /**
   * The page to return to at the next sign-in, or null to keep `last-known-path` as it is. `owner`
   * is whose page it is (null: a signed-out visitor's deep link, for whoever signs in next).
   */
  page: { path: string; owner: string | null } | null;
  /**
   * `here`: this tab decided; it clears both storages, runs the sign-out tasks (the workplace
   * sign-out) and tells the other tabs. `elsewhere`: another tab decided and has done all that; this
   * tab only drops its own sessionStorage (an un-remembered sign-in lives there).
   */
  decided: 'here' | 'elsewhere';
  /** Whether the sign-out tasks run (not at start-up: no page of the session has run yet). */
  runTasks: boolean;
  /**
   * The page reloads at once (session expiry): the store is left signed in until then, since the
   * signed-in page still showing would otherwise ask the server for its user in the meantime.
   */
  reloading?: boolean;
}

/**
 * The part every local end of a session shares (a rejected session, an expired one, an unusable
 * stored record at start-up, another tab's sign-out): storage, the page to return to, the store and
 * the other tabs, in that order. The caller then leaves the page as its case requires.
 */
export function endSessionLocally({ reason, page, decided, runTasks, reloading = false }: SessionEnd): void {
  const pageArea = lastKnownPathArea(); // the session's, read before its record is cleared
  if (runTasks) void runSignOutTasks(); // their synchronous parts run before storage is cleared
  if (decided === 'here') clearAllBrowserStorage();
  else clearTabStorage();
  if (page) rememberLastKnownPath(page.path, page.owner, pageArea);
  if (!reloading) useSessionStore.getState().signedOut();
  if (decided === 'here') announceSessionChange({ kind: 'signed-out', reason });
}

/** Who is signed in here, for the page they leave behind. */
export function signedInUsername(): string | null {
  return useSessionStore.getState().signedInAs?.username ?? null;
}
