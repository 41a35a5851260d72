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
  /** The workplace (dashboard) access token; signed in to the dashboards when not null. */
  dashboardAccessToken: string | null;
  recentActivity: ActivityEntry[];
  signedIn: (user: SessionUser) => void;
  signedOut: () => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  setPageTitle: (title: string) => void;
  setDashboardToken: (token: string | null) => void;
  addActivity: (entry: ActivityEntry) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  pageTitle: '',
  dashboardAccessToken: null,
  recentActivity: [],
  signedIn: (user) => set({ status: 'logged-in', user }),
  signedOut: () => set({ status: 'logged-out', user: null, dashboardAccessToken: null }),
  updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : {})),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setDashboardToken: (dashboardAccessToken) => set({ dashboardAccessToken }),
  addActivity: (entry) =>
    set((state) => ({ recentActivity: [entry, ...state.recentActivity].slice(0, MAX_RECENT_ACTIVITY) })),
}));
