import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventDaySettings,
  ShagunBook,
  ShagunGift,
  ShagunGiftInput,
  ShagunSettings,
} from '../../shared/api/shagun';
import { api } from '../app/api';

/** The shagun section, the shagun book and the event-day settings (contract: src/shared/api/shagun.ts). */
const base = (liveId: string) => `/rest/api/private/live/${encodeURIComponent(liveId)}`;

export const shagunKeys = {
  settings: (liveId: string) => ['guests', liveId, 'shagun'] as const,
  book: (liveId: string) => ['guests', liveId, 'shagun-book'] as const,
  eventDay: (liveId: string) => ['guests', liveId, 'event-day'] as const,
};

export function useShagunSettings(liveId: string) {
  return useQuery({
    queryKey: shagunKeys.settings(liveId),
    queryFn: async () => (await api.get<ShagunSettings>(`${base(liveId)}/shagun`)).data,
  });
}

export function useSaveShagunSettings(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShagunSettings) =>
      (await api.put<ShagunSettings>(`${base(liveId)}/shagun`, settings)).data,
    onSuccess: (saved) => client.setQueryData(shagunKeys.settings(liveId), saved),
  });
}

/** Co-hosts write in the same book: it is read again on every visit. */
export function useShagunBook(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: shagunKeys.book(liveId),
    queryFn: async () => (await api.get<ShagunBook>(`${base(liveId)}/shagun/gifts`)).data,
  });
}

export function useSaveGift(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ShagunGiftInput }) => {
      const url = id === null ? `${base(liveId)}/shagun/gifts` : `${base(liveId)}/shagun/gifts/${id}`;
      return (await api.request<ShagunGift>({ url, method: id === null ? 'POST' : 'PUT', data: input })).data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: shagunKeys.book(liveId) }),
  });
}

export function useDeleteGift(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`${base(liveId)}/shagun/gifts/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: shagunKeys.book(liveId) }),
  });
}

export const shagunCsvUrl = (liveId: string) => `${base(liveId)}/shagun/gifts.csv`;

export function useEventDay(liveId: string) {
  return useQuery({
    queryKey: shagunKeys.eventDay(liveId),
    queryFn: async () => (await api.get<EventDaySettings>(`${base(liveId)}/event-day`)).data,
  });
}

export function useSaveEventDay(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: EventDaySettings) =>
      (await api.put<EventDaySettings>(`${base(liveId)}/event-day`, settings)).data,
    onSuccess: (saved) => client.setQueryData(shagunKeys.eventDay(liveId), saved),
  });
}
