import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventDaySettings, ShagunGiftInput, ShagunSettings } from '../../shared/api/shagun';
import { shagunRoutes as routes } from '../../shared/api/routes/shagun';
import { AS_FILE, call } from '../app/api';

/** The shagun section, the shagun book and the event-day settings (routes: src/shared/api/routes/shagun.ts). */

export const shagunKeys = {
  settings: (liveId: string) => ['guests', liveId, 'shagun'] as const,
  book: (liveId: string) => ['guests', liveId, 'shagun-book'] as const,
  eventDay: (liveId: string) => ['guests', liveId, 'event-day'] as const,
};

export function useShagunSettings(liveId: string) {
  return useQuery({
    queryKey: shagunKeys.settings(liveId),
    queryFn: () => call(routes.settings, { params: { liveId } }),
  });
}

export function useSaveShagunSettings(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShagunSettings) => call(routes.saveSettings, { params: { liveId }, body: settings }),
    onSuccess: (saved) => client.setQueryData(shagunKeys.settings(liveId), saved),
  });
}

/** Co-hosts write in the same book: it is read again on every visit. */
export function useShagunBook(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: shagunKeys.book(liveId),
    queryFn: () => call(routes.book, { params: { liveId } }),
  });
}

export function useSaveGift(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ShagunGiftInput }) =>
      id === null
        ? call(routes.addGift, { params: { liveId }, body: input })
        : call(routes.editGift, { params: { liveId, id }, body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: shagunKeys.book(liveId) }),
  });
}

export function useDeleteGift(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(routes.removeGift, { params: { liveId, id } }),
    onSettled: () => client.invalidateQueries({ queryKey: shagunKeys.book(liveId) }),
  });
}

export const fetchShagunCsv = (liveId: string) => call(routes.bookCsv, { params: { liveId }, config: AS_FILE });

export function useEventDay(liveId: string) {
  return useQuery({
    queryKey: shagunKeys.eventDay(liveId),
    queryFn: () => call(routes.eventDay, { params: { liveId } }),
  });
}

export function useSaveEventDay(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: EventDaySettings) => call(routes.saveEventDay, { params: { liveId }, body: settings }),
    onSuccess: (saved) => client.setQueryData(shagunKeys.eventDay(liveId), saved),
  });
}
