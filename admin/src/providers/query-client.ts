import { QueryClient } from '@tanstack/react-query';

/**
 * Unused data is kept 60 s. Failed reads are not retried: a 401 must
 * end the session at once, and an error state should not wait for three retries.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, staleTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
