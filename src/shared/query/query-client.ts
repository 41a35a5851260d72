import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';

function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.reason === 'timeout' || error.reason === 'unreadable') return false;
  return !(error.status >= 400 && error.status < 500);
}

/**
 * Retry only what may be passing (a dropped connection, a 5xx), twice: a 4xx will not change by
 * asking again, and a server that let a call time out has had its chance (15 s).
 */
export function retryWhatMayPass(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isWorthRetrying(error);
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: retryWhatMayPass,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one cache of server state. A module singleton (as bulletproof-react does) so the start-up
 * check, which runs before React renders, and code outside components (sign-in, activity) share it
 * with the pages. Tests clear it after each test.
 */
export const queryClient = createQueryClient();
