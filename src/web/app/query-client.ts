import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './api';

/**
 * The one cache of server data (TanStack Query) for the signed-in screens: answers stay fresh for 30 s, are
 * read again when the tab comes back into view (a host returning from WhatsApp sees the statuses change), and a
 * refusal (4xx) is not retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => {
        const status = isHttpError(error) ? error.response?.status : undefined;
        return failures < 2 && (status === undefined || status >= 500);
      },
    },
  },
});
