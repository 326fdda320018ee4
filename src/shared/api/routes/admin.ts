/** The admin area's routes (contract: ../admin.ts and ../jobs.ts), for typed calls. */
import type {
  AdminLiveTemplates,
  AdminPublishRequest,
  AdminUnpublishRequest,
  AdminUser,
  ContactListQuery,
  ContactMessage,
  ContactMessageList,
  FormatDetail,
  FormatList,
  HandledRequest,
  OrderFilter,
  OrderListQuery,
  OrderPage,
  Overview,
  TemplateSalesList,
  UserAccessRequest,
  UserDetail,
  UserList,
  UserSearchQuery,
} from '../admin';
import type { JobsOverview } from '../jobs';
import type { LiveSite } from '../live';
import { route, type } from '../route';

export const adminRoutes = {
  overview: route('GET', '/rest/api/admin/overview', { answer: type<Overview>() }),
  templateSales: route('GET', '/rest/api/admin/templates', { answer: type<TemplateSalesList>() }),
  orders: route('GET', '/rest/api/admin/orders', { answer: type<OrderPage>(), query: type<OrderListQuery>() }),
  /** text/csv (UTF-8 with BOM), its file name in Content-Disposition. */
  ordersCsv: route('GET', '/rest/api/admin/orders/export.csv', { answer: type<Blob>(), query: type<OrderFilter>() }),
  formats: route('GET', '/rest/api/admin/formats', { answer: type<FormatList>() }),
  format: route('GET', '/rest/api/admin/formats/{name}', { answer: type<FormatDetail>() }),
  users: route('GET', '/rest/api/admin/users', { answer: type<UserList>(), query: type<UserSearchQuery>() }),
  user: route('GET', '/rest/api/admin/users/{userId}', { answer: type<UserDetail>() }),
  userAccess: route('POST', '/rest/api/admin/users/{userId}/access', {
    answer: type<AdminUser>(),
    body: type<UserAccessRequest>(),
  }),
  contactMessages: route('GET', '/rest/api/admin/contact-messages', {
    answer: type<ContactMessageList>(),
    query: type<ContactListQuery>(),
  }),
  contactHandled: route('POST', '/rest/api/admin/contact-messages/{id}/handled', {
    answer: type<ContactMessage>(),
    body: type<HandledRequest>(),
  }),
  liveTemplates: route('GET', '/rest/api/admin/live/users/{userId}/templates', { answer: type<AdminLiveTemplates>() }),
  publish: route('POST', '/rest/api/admin/live/publish', {
    answer: type<LiveSite>(),
    body: type<AdminPublishRequest>(),
  }),
  unpublish: route('POST', '/rest/api/admin/live/unpublish', {
    answer: type<LiveSite>(),
    body: type<AdminUnpublishRequest>(),
  }),
  jobs: route('GET', '/rest/api/admin/jobs', { answer: type<JobsOverview>() }),
  retryJob: route('POST', '/rest/api/admin/jobs/{queue}/{id}/retry', { answer: type<JobsOverview>() }),
};
