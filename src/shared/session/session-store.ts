import { create } from 'zustand';
import type { SessionUser } from './user';

export type SessionStatus = 'loading' | 'logged-in' | 'logged-out';

/** One entry of the user's recent activity, as sent to the activity endpoint. */
export interface ActivityEntry {
  activity: string;
  page: string;
  at: number;
}

const MAX_RECENT_ACTIVITY = 50;

/**
 * Client session state (spec section 3, "Session state"). Server data stays in React Query;
 * this holds what every page needs synchronously: who is signed in and what page they are on.
 */
interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  pageTitle: string;
  dashboardAuthenticated: boolean;
  dashboardAccessToken: string | null;
  pathBeforeDashboardAuth: string | null;
  recentActivity: ActivityEntry[];
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  setPageTitle: (title: string) => void;
  setDashboardToken: (token: string | null) => void;
  setPathBeforeDashboardAuth: (path: string | null) => void;
  addActivity: (entry: ActivityEntry) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  pageTitle: '',
  dashboardAuthenticated: false,
  dashboardAccessToken: null,
  pathBeforeDashboardAuth: null,
  recentActivity: [],
  signedIn: (user) => set({ status: 'logged-in', user }),
  signedOut: () => set({ status: 'logged-out', user: null, dashboardAuthenticated: false, dashboardAccessToken: null }),
  updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : {})),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setDashboardToken: (token) => set({ dashboardAccessToken: token, dashboardAuthenticated: token !== null }),
  setPathBeforeDashboardAuth: (pathBeforeDashboardAuth) => set({ pathBeforeDashboardAuth }),
  addActivity: (entry) =>
    set((state) => ({ recentActivity: [entry, ...state.recentActivity].slice(0, MAX_RECENT_ACTIVITY) })),
}));
