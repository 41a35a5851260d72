import { create } from 'zustand';

/**
 * Whether the start-up session check failed for a reason other than "not signed in" (the server
 * could not be reached, answered 5xx, garbage or nothing in time). The sign-in page then says so and
 * offers to check again, instead of showing the login as if nothing happened.
 */
export const useStartupCheckStore = create<{ serverUnreachable: boolean }>()(() => ({ serverUnreachable: false }));

/** Whether the start-up check could not reach the server (a React hook; only the start writes it). */
export function useServerUnreachable(): boolean {
  return useStartupCheckStore((state) => state.serverUnreachable);
}
