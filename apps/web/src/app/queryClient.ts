import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
