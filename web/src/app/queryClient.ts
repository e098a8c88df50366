import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

/**
 * Retry only what a retry can fix: server errors. A 4xx will answer the same, and a network
 * failure on a private call has already sent the user to the login screen.
 */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && isApiError(error) && error.status >= 500;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
