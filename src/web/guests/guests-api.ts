import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkRequest, GuestSettings, Household, HouseholdInput, SentRequest } from '../../shared/api/guests';
import { guestRoutes as routes } from '../../shared/api/routes/guests';
import { addressOf, AS_FILE, call } from '../app/api';
import { readSession } from '../app/session';

/** The guest list's calls (routes: src/shared/api/routes/guests.ts), through the app's one HTTP client. */

export const guestKeys = {
  sites: ['guest-sites'] as const,
  site: (liveId: string) => ['guests', liveId] as const,
  households: (liveId: string) => ['guests', liveId, 'households'] as const,
  summary: (liveId: string) => ['guests', liveId, 'summary'] as const,
  settings: (liveId: string) => ['guests', liveId, 'settings'] as const,
  cohosts: (liveId: string) => ['guests', liveId, 'cohosts'] as const,
  changes: (liveId: string) => ['guests', liveId, 'changes'] as const,
};

export function useGuestSites() {
  return useQuery({
    queryKey: guestKeys.sites,
    queryFn: () => call(routes.sites),
  });
}

/** Guests answer and open their links at any time: the list and the summary are read again on every visit. */
export function useHouseholds(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: guestKeys.households(liveId),
    queryFn: () => call(routes.households, { params: { liveId } }),
  });
}

export function useGuestSummary(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: guestKeys.summary(liveId),
    queryFn: () => call(routes.summary, { params: { liveId } }),
  });
}

export function useGuestSettings(liveId: string) {
  return useQuery({
    queryKey: guestKeys.settings(liveId),
    queryFn: () => call(routes.settings, { params: { liveId } }),
  });
}

export function useCohosts(liveId: string) {
  return useQuery({
    queryKey: guestKeys.cohosts(liveId),
    queryFn: () => call(routes.cohosts, { params: { liveId } }),
  });
}

/** The change history, newest first, a page of 50 at a time (`before` is the last page's `next`). Read again on every visit. */
export function useChanges(liveId: string) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: guestKeys.changes(liveId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      call(routes.changes, { params: { liveId }, query: pageParam === null ? {} : { before: String(pageParam) } }),
    getNextPageParam: (last) => last.next,
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
  return useSiteMutation(liveId, ({ id, input }: { id: number | null; input: HouseholdInput }) =>
    id === null
      ? call(routes.addHousehold, { params: { liveId }, body: input })
      : call(routes.editHousehold, { params: { liveId, id }, body: input }),
  );
}

export function useDeleteHousehold(liveId: string) {
  return useSiteMutation(liveId, (id: number) => call(routes.removeHousehold, { params: { liveId, id } }));
}

export function useNewLink(liveId: string) {
  return useSiteMutation(liveId, (id: number) => call(routes.newLink, { params: { liveId, id } }));
}

export function useBulk(liveId: string) {
  return useSiteMutation(liveId, (request: BulkRequest) => call(routes.bulk, { params: { liveId }, body: request }));
}

export type ImportKind = 'text/csv' | 'text/vcard' | 'text/plain';

/** Reads a list (`dryRun`: only the preview) or saves it; after a save, everything shown about the site is read again. */
export function useImportHouseholds(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, kind, dryRun }: { body: string; kind: ImportKind; dryRun: boolean }) =>
      call(routes.importHouseholds, {
        params: { liveId },
        body,
        query: dryRun ? { dryRun: 'true' } : {},
        // A big list takes the server a few seconds.
        config: { headers: { 'Content-Type': `${kind}; charset=utf-8` }, timeout: 60_000 },
      }),
    onSuccess: (_, { dryRun }) => (dryRun ? undefined : client.invalidateQueries({ queryKey: guestKeys.site(liveId) })),
  });
}

export function useSaveSettings(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: GuestSettings) => call(routes.saveSettings, { params: { liveId }, body: settings }),
    onSuccess: (saved) => client.setQueryData(guestKeys.settings(liveId), saved),
  });
}

export function useInviteCohost(liveId: string) {
  return useSiteMutation(liveId, (email: string) => call(routes.inviteCohost, { params: { liveId }, body: { email } }));
}

/** `rotateLinks`: every household gets a new personal link in the same step (the list is read again after). */
export function useRemoveCohost(liveId: string) {
  return useSiteMutation(liveId, ({ cohostId, rotateLinks }: { cohostId: number; rotateLinks: boolean }) =>
    call(routes.removeCohost, { params: { liveId, cohostId }, query: rotateLinks ? { rotateLinks: 'true' } : {} }),
  );
}

export const fetchListCsv = (liveId: string) => call(routes.exportList, { params: { liveId }, config: AS_FILE });
export const fetchFunctionCsv = (liveId: string, eventKey: string) =>
  call(routes.exportFunction, { params: { liveId, eventKey }, config: AS_FILE });

/**
 * Records that a household was sent its link. It must survive the page handing over to WhatsApp (a new tab or,
 * on a phone, the app itself), so it goes out with `keepalive`; `sendBeacon` cannot carry the bearer token.
 */
export function recordSent(liveId: string, id: number, request: SentRequest): Promise<Household | null> {
  const session = readSession();
  return fetch(addressOf(routes.sent, { liveId, id }), {
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
