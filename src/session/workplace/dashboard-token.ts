import { create } from 'zustand';

/**
 * The workplace (dashboard) access token of this page, in memory: signed in to the dashboards when not
 * null. Written here only, by the workplace sign-in's verbs (index.ts) and the session's end.
 */
export const useDashboardTokenStore = create<{ token: string | null }>()(() => ({ token: null }));

export function holdDashboardToken(token: string): void {
  useDashboardTokenStore.setState({ token });
}

/** The dashboard token must not outlive the portal session (its end) nor a workplace sign-in found gone. */
export function dropDashboardToken(): void {
  useDashboardTokenStore.setState({ token: null });
}

export function readDashboardToken(): string | null {
  return useDashboardTokenStore.getState().token;
}
