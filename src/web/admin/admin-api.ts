/** The admin area's calls (/rest/api/admin/...), through the one HTTP client. */
import type {
  AdminLiveTemplates,
  AdminUser,
  ContactMessage,
  ContactMessageList,
  FormatDetail,
  FormatList,
  OrderFilter,
  OrderPage,
  Overview,
  TemplateSalesList,
  UserDetail,
  UserList,
} from '../../shared/api/admin';
import type { LiveSite } from '../../shared/api/live';
import { api } from '../app/api';

const BASE = '/rest/api/admin';

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
};

export async function fetchOverview(): Promise<Overview> {
  return (await api.get<Overview>(`${BASE}/overview`)).data;
}

export async function fetchTemplateSales(): Promise<TemplateSalesList> {
  return (await api.get<TemplateSalesList>(`${BASE}/templates`)).data;
}

export async function fetchOrders(filter: OrderFilter, page: number): Promise<OrderPage> {
  return (await api.get<OrderPage>(`${BASE}/orders`, { params: filterParams({ ...filter, page }) })).data;
}

/** The CSV of the filtered orders, as a file the browser saves. */
export async function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  const answer = await api.get<Blob>(`${BASE}/orders/export.csv`, {
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

export async function fetchFormats(): Promise<FormatList> {
  return (await api.get<FormatList>(`${BASE}/formats`)).data;
}

export async function fetchFormat(name: string): Promise<FormatDetail> {
  return (await api.get<FormatDetail>(`${BASE}/formats/${encodeURIComponent(name)}`)).data;
}

export async function searchUsers(q: string): Promise<UserList> {
  return (await api.get<UserList>(`${BASE}/users`, { params: q.trim() ? { q: q.trim() } : {} })).data;
}

export async function fetchUser(userId: number): Promise<UserDetail> {
  return (await api.get<UserDetail>(`${BASE}/users/${userId}`)).data;
}

export async function setUserDisabled(userId: number, disabled: boolean): Promise<AdminUser> {
  return (await api.post<AdminUser>(`${BASE}/users/${userId}/access`, { disabled })).data;
}

export async function fetchContactMessages(status: 'waiting' | 'handled' | 'all'): Promise<ContactMessageList> {
  return (await api.get<ContactMessageList>(`${BASE}/contact-messages`, { params: { status } })).data;
}

export async function markContactHandled(id: number, handled: boolean): Promise<ContactMessage> {
  return (await api.post<ContactMessage>(`${BASE}/contact-messages/${id}/handled`, { handled })).data;
}

export async function fetchLiveTemplates(userId: number): Promise<AdminLiveTemplates> {
  return (await api.get<AdminLiveTemplates>(`${BASE}/live/users/${userId}/templates`)).data;
}

export async function publishSite(input: {
  userId: number;
  baseTempID: string;
  slug: string;
  indexable?: boolean;
}): Promise<LiveSite> {
  return (await api.post<LiveSite>(`${BASE}/live/publish`, input)).data;
}

export async function unpublishSite(input: { userId: number; baseTempID: string }): Promise<LiveSite> {
  return (await api.post<LiveSite>(`${BASE}/live/unpublish`, input)).data;
}
