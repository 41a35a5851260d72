import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change by asking again; retry only what may be passing (network, 5xx).
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
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
