import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewRequest, ReminderRules, SendBatch, SendRequest, SimulateRequest } from '../../shared/api/sending';
import { sendingRoutes as routes } from '../../shared/api/routes/sending';
import { call } from '../app/api';
import { guestKeys } from '../guests';
import { listPollInterval, pollInterval } from './batch-state';

/** Sending from the product's calls (routes: src/shared/api/routes/sending.ts), through the app's one HTTP client. */

export const sendKeys = {
  all: (liveId: string) => ['sends', liveId] as const,
  batches: (liveId: string) => ['sends', liveId, 'batches'] as const,
  batch: (liveId: string, id: number) => ['sends', liveId, 'batches', id] as const,
  allowance: (liveId: string) => ['sends', liveId, 'allowance'] as const,
  preview: (liveId: string, request: PreviewRequest | null) => ['sends', liveId, 'preview', request] as const,
  reminders: (liveId: string) => ['sends', liveId, 'reminders'] as const,
  outbox: (liveId: string) => ['sends', liveId, 'outbox'] as const,
};

/** The site's batches, newest first; read again every few seconds while one of them is sending. */
export function useBatches(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: sendKeys.batches(liveId),
    queryFn: () => call(routes.batches, { params: { liveId } }),
    refetchInterval: (query) => listPollInterval(query.state.data?.batches ?? []),
  });
}

/** One batch with its households; polled while it is sending (and, more slowly, while it waits for its time). */
export function useBatch(liveId: string, id: number) {
  return useQuery({
    staleTime: 0,
    queryKey: sendKeys.batch(liveId, id),
    queryFn: () => call(routes.batch, { params: { liveId, id } }),
    refetchInterval: (query) => (query.state.data ? pollInterval(query.state.data) : false),
  });
}

export function useAllowance(liveId: string) {
  return useQuery({
    staleTime: 0,
    queryKey: sendKeys.allowance(liveId),
    queryFn: () => call(routes.allowance, { params: { liveId } }),
  });
}

/** Each language's message as the chosen households will read it; nothing while nobody is chosen. */
export function usePreview(liveId: string, request: PreviewRequest | null) {
  return useQuery({
    enabled: request !== null,
    queryKey: sendKeys.preview(liveId, request),
    queryFn: () => call(routes.preview, { params: { liveId }, body: request! }),
    // Changing a filter keeps the last preview on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}

/** Starts a batch. A 402 (not enough WhatsApp messages left) comes back as the mutation's error. */
export function useSend(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SendRequest) => call(routes.send, { params: { liveId }, body: request }),
    onSettled: () => client.invalidateQueries({ queryKey: sendKeys.all(liveId) }),
  });
}

export type BatchAction = 'pause' | 'resume' | 'cancel';

/** Pause, resume or cancel: the answer is the batch's new summary, shown at once. */
export function useBatchAction(liveId: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: BatchAction) => call(routes[action], { params: { liveId, id } }),
    onSuccess: (summary) =>
      client.setQueryData<SendBatch>(sendKeys.batch(liveId, id), (batch) => batch && { ...batch, ...summary }),
    onSettled: () => client.invalidateQueries({ queryKey: sendKeys.all(liveId) }),
  });
}

export function useReminderRules(liveId: string) {
  return useQuery({
    queryKey: sendKeys.reminders(liveId),
    queryFn: () => call(routes.reminders, { params: { liveId } }),
  });
}

export function useSaveReminderRules(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: ReminderRules) => call(routes.saveReminders, { params: { liveId }, body: rules }),
    onSuccess: (saved) => client.setQueryData(sendKeys.reminders(liveId), saved),
  });
}

/**
 * The sandbox's outbox of a site. The route exists only while WhatsApp runs in the sandbox: any refusal means
 * there is no outbox to show, so it is not retried.
 */
export function useOutbox(liveId: string | null) {
  return useQuery({
    staleTime: 0,
    enabled: liveId !== null,
    retry: false,
    queryKey: sendKeys.outbox(liveId ?? ''),
    queryFn: () => call(routes.outbox, { query: { liveId: liveId! } }),
  });
}

/** Plays a delivery, read, quick reply or STOP through the real webhook; then everything shown is read again. */
export function useSimulate(liveId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event }: { id: number } & SimulateRequest) =>
      call(routes.simulate, { params: { id }, body: { event } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sendKeys.all(liveId) }),
        client.invalidateQueries({ queryKey: guestKeys.site(liveId) }),
      ]),
  });
}
