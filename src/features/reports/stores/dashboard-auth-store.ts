import { create } from 'zustand';

/** How the sign-in route was entered: the user's "Dashboard Login" click, or a failed renewal. */
export type SignInEntry = 'push' | 'replace';

/**
 * The reports feature's client state: the path saved before dashboard sign-in (R3.4,
 * session state), and the report page that sent the user to the sign-in route, until the dashboard
 * token is good again. The dashboard token itself is the session's workplace part (`src/session/workplace/`: in memory and `token_info`).
 */
interface DashboardAuthState {
  savedPath: string | null;
  /**
   * Set when a report page sends the user to the sign-in route. `push`: the report page is the history
   * entry below the sign-in route; `replace`: the sign-in route took the report page's entry. A report
   * page the user comes back to says "Dashboard Login" instead of sending them there again.
   */
  sentToSignIn: { path: string; entry: SignInEntry } | null;
  leaveForSignIn: (path: string, entry: SignInEntry) => void;
  /** The dashboard token works again. */
  signInSettled: () => void;
}

export const useDashboardAuthStore = create<DashboardAuthState>()((set) => ({
  savedPath: null,
  sentToSignIn: null,
  leaveForSignIn: (path, entry) => set({ savedPath: path, sentToSignIn: { path, entry } }),
  signInSettled: () => set({ sentToSignIn: null }),
}));
