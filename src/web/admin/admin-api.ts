/** The admin area's calls (/rest/api/admin/..., routes in shared/api/routes/admin.ts), through the one HTTP client. */
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPublishRequest, AdminUnpublishRequest, OrderFilter } from '../../shared/api/admin';
import { adminRoutes as routes } from '../../shared/api/routes/admin';
import { api, call, errorMessage } from '../app/api';
import { useSubmission } from '../app/useSubmission';
import { toast } from '../ui/toast';

/** Only the filled filter fields, so the address stays short and matches what the screen shows. */
function filterParams(filter: OrderFilter & { page?: number }): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params[key] = String(value);
  return params;
}

/** The admin area's cache keys, all under one prefix so that any change can have the whole area read again. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  templateSales: ['admin', 'template-sales'] as const,
  orders: (filter: OrderFilter, page: number) => ['admin', 'orders', filter, page] as const,
  formats: ['admin', 'formats'] as const,
  format: (name: string) => ['admin', 'formats', name] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (userId: number) => ['admin', 'user', userId] as const,
  liveTemplates: (userId: number) => ['admin', 'live-templates', userId] as const,
  contactMessages: (status: string) => ['admin', 'contact-messages', status] as const,
  jobs: ['admin', 'jobs'] as const,
};

export const fetchOverview = () => call(routes.overview);

export const fetchTemplateSales = () => call(routes.templateSales);

export const fetchOrders = (filter: OrderFilter, page: number) =>
  call(routes.orders, { query: filterParams({ ...filter, page }) });

/**
 * The CSV of the filtered orders, as a file the browser saves. The file's name comes in a header, which `call`
 * does not hand back, so this one call reads the whole answer itself.
 */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  const answer = await api.get<Blob>(routes.ordersCsv.path, {
    params: filterParams(filter),
    responseType: 'blob',
  });
  const disposition = String(answer.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(answer.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const fetchFormats = () => call(routes.formats);

export const fetchFormat = (name: string) => call(routes.format, { params: { name } });

export const searchUsers = (q: string) => call(routes.users, { query: q.trim() ? { q: q.trim() } : {} });

export const fetchUser = (userId: number) => call(routes.user, { params: { userId } });

export const fetchContactMessages = (status: 'waiting' | 'handled' | 'all') =>
  call(routes.contactMessages, { query: { status } });

export const fetchLiveTemplates = (userId: number) => call(routes.liveTemplates, { params: { userId } });

export const fetchJobs = () => call(routes.jobs);

/**
 * An admin's change as a mutation, one at a time (`submit`): on success the whole admin area is read again (a change can show on any of
 * its screens) and `done` is said; a refusal is said in the server's words, else `failed`.
 */
function useAdminChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
  { done, failed }: { done: (variables: Variables) => string; failed: string },
) {
  const client = useQueryClient();
  return useSubmission({
    mutationFn: change,
    onSuccess: (_answer, variables) => {
      toast.success(done(variables));
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, failed)),
  });
}

export const useSetUserDisabled = () =>
  useAdminChange(
    ({ userId, disabled }: { userId: number; disabled: boolean }) =>
      call(routes.userAccess, { params: { userId }, body: { disabled } }),
    {
      done: ({ disabled }) => (disabled ? 'Account disabled.' : 'Account enabled.'),
      failed: 'Could not change the account. Please try again.',
    },
  );

export const useMarkContactHandled = () =>
  useAdminChange(
    ({ id, handled }: { id: number; handled: boolean }) =>
      call(routes.contactHandled, { params: { id }, body: { handled } }),
    {
      done: ({ handled }) => (handled ? 'Marked handled.' : 'Marked waiting again.'),
      failed: 'Could not update the message. Please try again.',
    },
  );

export const usePublishSite = () =>
  useAdminChange((request: AdminPublishRequest) => call(routes.publish, { body: request }), {
    done: ({ slug }) => `Published at /invite/${slug}`,
    failed: 'Could not publish the site. Please try again.',
  });

export const useUnpublishSite = () =>
  useAdminChange((request: AdminUnpublishRequest) => call(routes.unpublish, { body: request }), {
    done: () => 'Site unpublished.',
    failed: 'Could not unpublish the site. Please try again.',
  });

export const useRetryJob = () =>
  useAdminChange(({ queue, id }: { queue: string; id: string }) => call(routes.retryJob, { params: { queue, id } }), {
    done: () => 'Put back in its queue.',
    failed: 'Could not retry the job. Please try again.',
  });
