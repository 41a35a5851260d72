import { create } from 'zustand';

/**
 * The reports feature's client state: the path saved before dashboard sign-in (spec section 3,
 * session state). The dashboard token itself lives in the session store and in `token_info`.
 */
interface DashboardAuthState {
  savedPath: string | null;
  savePath: (path: string) => void;
}

export const useDashboardAuthStore = create<DashboardAuthState>()((set) => ({
  savedPath: null,
  savePath: (savedPath) => set({ savedPath }),
}));
