import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeepsakeSize, KeepsakeStatus } from '../../shared/api/keepsake';
import { keepsakeRoutes as routes } from '../../shared/api/routes/keepsake';
import { AS_FILE, api, call, isHttpError } from '../app/api';
import { saveBlob } from '../ui/save-blob';

/** The keepsake book's calls (routes: src/shared/api/routes/keepsake.ts), through the app's one HTTP client. */

export const keepsakeKey = (liveId: string) => ['keepsake', liveId] as const;

/** How often the card asks while a book is being made. */
export const POLL_MS = 1500;

/** The site's book, or null when none was made yet (the server's 404); asked again while it is being made. */
export function useKeepsake(liveId: string) {
  return useQuery({
    queryKey: keepsakeKey(liveId),
    queryFn: async (): Promise<KeepsakeStatus | null> => {
      try {
        return await call(routes.status, { params: { liveId } });
      } catch (error) {
        if (isHttpError(error) && error.response?.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.state === 'working' ? POLL_MS : false),
  });
}

export function useMakeKeepsake(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (size: KeepsakeSize) => call(routes.make, { params: { liveId }, body: { size } }),
    onSuccess: (status) => client.setQueryData(keepsakeKey(liveId), status),
  });
}

/**
 * Downloads the ready book: the PDF needs the bearer token, so it is fetched as bytes and then saved under the
 * site's name. Its address is the one the status gives (with the book's version), not a route of the contract,
 * so it is asked for as given.
 */
export function useDownloadBook(name: string) {
  return useMutation({
    mutationFn: async (status: KeepsakeStatus) => {
      if (!status.url) return;
      const { data } = await api.get<Blob>(status.url, { ...AS_FILE, timeout: 120_000 });
      saveBlob(data, `keepsake-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${status.size}.pdf`);
    },
  });
}
