import { create } from 'zustand';
import { queryClient } from '@/shared/query/query-client';
import { currentUserQueryKey } from './current-user-key';
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
 * Client session state (spec section 3, "Session state"): signed in or not, the page title, the
 * dashboard token and recent activity. Who the user is, is server state: it lives in the query cache
 * (`useCurrentUser`); signing in puts the user there, signing out removes it.
 */
interface SessionState {
  status: SessionStatus;
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

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  pageTitle: '',
  dashboardAccessToken: null,
  recentActivity: [],
  signedIn: (user) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    set({ status: 'logged-in' });
  },
  signedOut: () => {
    set({ status: 'logged-out', dashboardAccessToken: null });
    queryClient.removeQueries({ queryKey: currentUserQueryKey });
  },
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setDashboardToken: (dashboardAccessToken) => set({ dashboardAccessToken }),
  addActivity: (entry) =>
    set((state) => ({ recentActivity: [entry, ...state.recentActivity].slice(0, MAX_RECENT_ACTIVITY) })),
}));
