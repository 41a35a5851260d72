import { create } from 'zustand';
import type { SessionUser } from '@/shared/user/user';

export type SessionStatus = 'loading' | 'logged-in' | 'logged-out';

/** One entry of the user's recent activity, as sent to the activity endpoint. */
export interface ActivityEntry {
  activity: string;
  page: string;
  at: number;
}

const MAX_RECENT_ACTIVITY = 50;

/**
 * Client session state (R3.4): signed in or not, the page title, the
 * dashboard token and recent activity. The user's data is server state: it lives in the query cache
 * (`useCurrentUser`), seeded from `signedInAs` (./current-user.ts). The store holds only who signed
 * in, so the sign-in page needs no query library.
 */
export interface SessionState {
  status: SessionStatus;
  /** The user as the sign-in or the start-up check answered; null when signed out. */
  signedInAs: SessionUser | null;
  /** Which sign-in of this page the session is (0: none yet); each signedIn() takes a new one. */
  signInNumber: number;
  pageTitle: string;
  /** The workplace (dashboard) access token; signed in to the dashboards when not null. */
  dashboardAccessToken: string | null;
  recentActivity: ActivityEntry[];
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  setPageTitle: (title: string) => void;
  setDashboardToken: (token: string | null) => void;
  addActivity: (entry: ActivityEntry) => void;
}

/** Never reset (not even with the store's state): a sign-in's number is never taken twice in a page. */
let signIns = 0;

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  signedInAs: null,
  signInNumber: 0,
  pageTitle: '',
  dashboardAccessToken: null,
  recentActivity: [],
  signedIn: (user) => set({ status: 'logged-in', signedInAs: user, signInNumber: ++signIns }),
  signedOut: () => set({ status: 'logged-out', signedInAs: null, dashboardAccessToken: null }),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setDashboardToken: (dashboardAccessToken) => set({ dashboardAccessToken }),
  addActivity: (entry) =>
    set((state) => ({ recentActivity: [entry, ...state.recentActivity].slice(0, MAX_RECENT_ACTIVITY) })),
}));
