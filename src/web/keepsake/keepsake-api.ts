import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeepsakeSize, KeepsakeStatus } from '../../shared/api/keepsake';
import { api, isHttpError } from '../app/api';

/** The keepsake book's calls (contract: src/shared/api/keepsake.ts), through the app's one HTTP client. */
const address = (liveId: string) => `/rest/api/private/live/${encodeURIComponent(liveId)}/keepsake`;

export const keepsakeKey = (liveId: string) => ['keepsake', liveId] as const;

/** How often the card asks while a book is being made. */
export const POLL_MS = 1500;

/** The site's book, or null when none was made yet (the server's 404); asked again while it is being made. */
export function useKeepsake(liveId: string) {
  return useQuery({
    queryKey: keepsakeKey(liveId),
    queryFn: async (): Promise<KeepsakeStatus | null> => {
      try {
        return (await api.get<KeepsakeStatus>(address(liveId))).data;
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
    mutationFn: async (size: KeepsakeSize) => (await api.post<KeepsakeStatus>(address(liveId), { size })).data,
    onSuccess: (status) => client.setQueryData(keepsakeKey(liveId), status),
  });
}

/** The PDF needs the bearer token, so it is fetched as bytes and then saved. */
export async function fetchBook(url: string): Promise<Blob> {
  return (await api.get<Blob>(url, { responseType: 'blob', timeout: 120_000 })).data;
}
