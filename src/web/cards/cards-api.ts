import { useMutation, useQuery } from '@tanstack/react-query';
import type { MediaRequest, MediaStatus } from '../../shared/api/cards';
import { cardRoutes as routes } from '../../shared/api/routes/cards';
import { AS_FILE, api, call } from '../app/api';
import { saveBlob } from '../ui/save-blob';

/** The invitation pictures' calls (routes: src/shared/api/routes/cards.ts), through the app's one HTTP client. */

/** How often the page asks while a card is being drawn. */
export const POLL_MS = 1000;

export function useMakeCard(liveId: string) {
  return useMutation({
    mutationFn: (request: MediaRequest) => call(routes.make, { params: { liveId }, body: request }),
  });
}

/** One card's state, asked again until it is done or failed. */
export function useCardStatus(liveId: string, id: string | null) {
  return useQuery({
    queryKey: ['card', liveId, id],
    enabled: id !== null,
    queryFn: () => call(routes.status, { params: { liveId, id: id! } }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'failed' ? false : POLL_MS;
    },
  });
}

/**
 * Downloads a drawn card: the file needs the bearer token, so it is fetched as bytes and then saved. Its address
 * is the one the status answer names, not a route of the contract, so it is asked for as given.
 */
export function useDownloadCard() {
  return useMutation({
    mutationFn: async ({ status, fileName }: { status: MediaStatus; fileName: string }) => {
      if (!status.url) return;
      const { data } = await api.get<Blob>(status.url, { ...AS_FILE, timeout: 60_000 });
      saveBlob(data, fileName);
    },
  });
}

/** A made film's bytes, fetched once it is done (with the bearer token, from the address its status names). */
export function useFilmFile(status: MediaStatus | undefined) {
  const url = status?.state === 'done' ? status.url : null;
  return useQuery({
    queryKey: ['film-file', url],
    enabled: url !== null,
    staleTime: Infinity,
    queryFn: async () => (await api.get<Blob>(url!, { ...AS_FILE, timeout: 120_000 })).data,
  });
}
