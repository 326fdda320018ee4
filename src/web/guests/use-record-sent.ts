import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Household, HouseholdList, SentRequest } from '../../shared/api/guests';
import { guestKeys, recordSent } from './guests-api';

/**
 * Marks a household sent (or reminded) at once on screen and tells the server; the server's answer then replaces
 * the household, and the summary is read again.
 */
export function useRecordSent(liveId: string) {
  const client = useQueryClient();
  return useCallback(
    (household: Household, request: Required<SentRequest>) => {
      const now = new Date().toISOString();
      const replace = (next: (current: Household) => Household) =>
        client.setQueryData<HouseholdList>(guestKeys.households(liveId), (list) =>
          list?.map((h) => (h.id === household.id ? next(h) : h)),
        );
      replace((h) => ({
        ...h,
        status:
          request.kind === 'reminder'
            ? { ...h.status, remindedAt: now, reminders: h.status.reminders + 1 }
            : { ...h.status, sentAt: h.status.sentAt ?? now },
      }));
      void recordSent(liveId, household.id, request).then((saved) => {
        if (saved) replace(() => saved);
        void client.invalidateQueries({ queryKey: guestKeys.summary(liveId) });
      });
    },
    [client, liveId],
  );
}
