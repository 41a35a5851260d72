import { create } from 'zustand';
import type { SessionUser } from '@/shared/user/user';
import { dropDashboardToken } from './workplace/dashboard-token';

export type SessionStatus = 'loading' | 'logged-in' | 'logged-out';

/** One entry of the user's recent activity, as sent to the activity endpoint. */
export interface ActivityEntry {
  activity: string;
  page: string;
  at: number;
}

const MAX_RECENT_ACTIVITY = 50;

/**
 * Client session state (R3.4): signed in or not, and recent activity (the dashboard token is the
 * workplace sign-in's, workplace/dashboard-token.ts). Written only inside src/session: the app reads it
 * through `readSession` and `useSession` (index.ts). The user's data is server state: it lives in the query cache
 * (`useCurrentUser`), seeded from `signedInAs` (./current-user.ts). The store holds only who signed
 * in, so the sign-in page needs no query library.
 */
export interface SessionState {
  status: SessionStatus;
  /** The user as the sign-in or the start-up check answered; null when signed out. */
  signedInAs: SessionUser | null;
  /** Which sign-in of this page the session is (0: none yet); each signedIn() takes a new one. */
  signInNumber: number;
  recentActivity: ActivityEntry[];
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  addActivity: (entry: ActivityEntry) => void;
}

/** Never reset (not even with the store's state): a sign-in's number is never taken twice in a page. */
let signIns = 0;

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  signedInAs: null,
  signInNumber: 0,
  recentActivity: [],
  signedIn: (user) => set({ status: 'logged-in', signedInAs: user, signInNumber: ++signIns }),
  signedOut: () => {
    dropDashboardToken();
    set({ status: 'logged-out', signedInAs: null });
  },
  addActivity: (entry) =>
    set((state) => ({ recentActivity: [entry, ...state.recentActivity].slice(0, MAX_RECENT_ACTIVITY) })),
}));

/** What the app sees of the session: who is signed in, read-only. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly signedInAs: SessionUser | null;
}

/** The session now (outside React). */
export function readSession(): SessionView {
  const { status, signedInAs } = useSessionStore.getState();
  return { status, signedInAs };
}

/** A part of the session (a React hook: renders again when it changes); `select` answers a stable value. */
export function useSession<T>(select: (session: SessionView) => T): T {
  return useSessionStore((state) => select(state));
}
