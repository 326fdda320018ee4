/** The settings page's routes: the account's details (../account.ts), its orders and hearted templates (../settings.ts). */
import type { UpdateUserRequest, UpdateUserResponse, UserDetails } from '../account';
import type { LikedTemplatesResponse, OrderHistoryResponse } from '../settings';
import { route, type } from '../route';

export const settingsRoutes = {
  userDetails: route('GET', '/rest/api/user_details', { answer: type<UserDetails>() }),
  updateUser: route('PUT', '/rest/api/update_user', {
    answer: type<UpdateUserResponse>(),
    body: type<UpdateUserRequest>(),
  }),
  orderHistory: route('GET', '/rest/api/private/order_history', { answer: type<OrderHistoryResponse>() }),
  liked: route('GET', '/rest/api/private/liked_templates', { answer: type<LikedTemplatesResponse>() }),
  like: route('PUT', '/rest/api/private/liked_templates/{tempId}', { answer: type<LikedTemplatesResponse>() }),
  unlike: route('DELETE', '/rest/api/private/liked_templates/{tempId}', { answer: type<LikedTemplatesResponse>() }),
};
