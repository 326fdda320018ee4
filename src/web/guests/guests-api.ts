import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkRequest,
  BulkResult,
  Cohost,
  GuestSettings,
  GuestSiteList,
  GuestSummary,
  Household,
  HouseholdInput,
  HouseholdList,
  ImportResult,
  SentRequest,
} from '../../shared/api/guests';
import { api } from '../app/api';
import { readSession } from '../app/session';

/** The guest list's calls (contract: src/shared/api/guests.ts), through the app's one HTTP client. */
const base = (liveId: string) => `/rest/api/private/live/${encodeURIComponent(liveId)}`;

export const guestKeys = {
  sites: ['guest-sites'] as const,
  site: (liveId: string) => ['guests', liveId] as const,
  households: (liveId: string) => ['guests', liveId, 'households'] as const,
  summary: (liveId: string) => ['guests', liveId, 'summary'] as const,
  settings: (liveId: string) => ['guests', liveId, 'settings'] as const,
  cohosts: (liveId: string) => ['guests', liveId, 'cohosts'] as const,
};

export function useGuestSites() {
  return useQuery({
    queryKey: guestKeys.sites,
    queryFn: async () => (await api.get<GuestSiteList>('/rest/api/private/guest-sites')).data,
  });
}

/** Guests answer and open their links at any time: the list and the summary are read again on every visit. */
export function useHouseholds(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: guestKeys.households(liveId),
    queryFn: async () => (await api.get<HouseholdList>(`${base(liveId)}/households`)).data,
  });
}

export function useGuestSummary(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: guestKeys.summary(liveId),
    queryFn: async () => (await api.get<GuestSummary>(`${base(liveId)}/guest-summary`)).data,
  });
}

export function useGuestSettings(liveId: string) {
  return useQuery({
    queryKey: guestKeys.settings(liveId),
    queryFn: async () => (await api.get<GuestSettings>(`${base(liveId)}/guest-settings`)).data,
  });
}

export function useCohosts(liveId: string) {
  return useQuery({
    queryKey: guestKeys.cohosts(liveId),
    queryFn: async () => (await api.get<Cohost[]>(`${base(liveId)}/cohosts`)).data,
  });
}

/** After any change to the list, everything shown about the site (list, summary) is read again. */
function useSiteMutation<TInput, TResult>(liveId: string, run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: guestKeys.site(liveId) }),
  });
}

export function useSaveHousehold(liveId: string) {
  return useSiteMutation(liveId, async ({ id, input }: { id: number | null; input: HouseholdInput }) => {
    const url = id === null ? `${base(liveId)}/households` : `${base(liveId)}/households/${id}`;
    return (await api.request<Household>({ url, method: id === null ? 'POST' : 'PUT', data: input })).data;
  });
}

export function useDeleteHousehold(liveId: string) {
  return useSiteMutation(liveId, async (id: number) => {
    await api.delete(`${base(liveId)}/households/${id}`);
  });
}

export function useNewLink(liveId: string) {
  return useSiteMutation(
    liveId,
    async (id: number) => (await api.post<Household>(`${base(liveId)}/households/${id}/link`)).data,
  );
}

export function useBulk(liveId: string) {
  return useSiteMutation(
    liveId,
    async (request: BulkRequest) => (await api.post<BulkResult>(`${base(liveId)}/households/bulk`, request)).data,
  );
}

export type ImportKind = 'text/csv' | 'text/vcard' | 'text/plain';

export async function importHouseholds(
  liveId: string,
  body: string,
  kind: ImportKind,
  dryRun: boolean,
): Promise<ImportResult> {
  const { data } = await api.post<ImportResult>(`${base(liveId)}/households/import`, body, {
    params: dryRun ? { dryRun: true } : {},
    headers: { 'Content-Type': `${kind}; charset=utf-8` },
    // A big list takes the server a few seconds.
    timeout: 60_000,
  });
  return data;
}

export function useSaveSettings(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: GuestSettings) =>
      (await api.put<GuestSettings>(`${base(liveId)}/guest-settings`, settings)).data,
    onSuccess: (saved) => client.setQueryData(guestKeys.settings(liveId), saved),
  });
}

export function useInviteCohost(liveId: string) {
  return useSiteMutation(
    liveId,
    async (email: string) => (await api.post<Cohost>(`${base(liveId)}/cohosts`, { email })).data,
  );
}

export function useRemoveCohost(liveId: string) {
  return useSiteMutation(liveId, async (cohostId: number) => {
    await api.delete(`${base(liveId)}/cohosts/${cohostId}`);
  });
}

export const exportListUrl = (liveId: string) => `${base(liveId)}/households/export.csv`;
export const exportFunctionUrl = (liveId: string, eventKey: string) =>
  `${base(liveId)}/functions/${encodeURIComponent(eventKey)}/guests.csv`;

/** Downloads need the bearer token, so the file is fetched as bytes and then saved. */
export async function fetchCsv(url: string): Promise<Blob> {
  return (await api.get<Blob>(url, { responseType: 'blob', timeout: 60_000 })).data;
}

/**
 * Records that a household was sent its link. It must survive the page handing over to WhatsApp (a new tab or,
 * on a phone, the app itself), so it goes out with `keepalive`; `sendBeacon` cannot carry the bearer token.
 */
export function recordSent(liveId: string, id: number, request: SentRequest): Promise<Household | null> {
  const session = readSession();
  return fetch(`${base(liveId)}/households/${id}/sent`, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
    },
    body: JSON.stringify(request),
  }).then(
    async (response) => (response.ok ? ((await response.json()) as Household) : null),
    () => null,
  );
}
