import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserDetails } from '../../shared/api/account';
import type { LikedTemplatesResponse, OrderHistoryResponse } from '../../shared/api/settings';
import { api } from '../app/api';

export async function fetchUserDetails(): Promise<UserDetails> {
  const { data } = await api.get<UserDetails>('/rest/api/user_details');
  return data;
}

export async function updateUser(request: UpdateUserRequest): Promise<UserDetails> {
  const { data } = await api.put<UserDetails>('/rest/api/update_user', request);
  return data;
}

export async function fetchOrderHistory(): Promise<OrderHistoryResponse['responceId']['orders']> {
  const { data } = await api.get<OrderHistoryResponse>('/rest/api/private/order_history');
  return data.responceId.orders;
}

export async function fetchLiked(): Promise<string[]> {
  const { data } = await api.get<LikedTemplatesResponse>('/rest/api/private/liked_templates');
  return data.responceId.liked;
}

export async function setLiked(tempId: string, liked: boolean): Promise<string[]> {
  const url = `/rest/api/private/liked_templates/${encodeURIComponent(tempId)}`;
  const { data } = liked ? await api.put<LikedTemplatesResponse>(url) : await api.delete<LikedTemplatesResponse>(url);
  return data.responceId.liked;
}

/** The settings page's cache keys. */
export const settingsKeys = {
  user: ['settings', 'user'] as const,
  liked: ['settings', 'liked'] as const,
  orders: ['settings', 'orders'] as const,
};

export const useUserDetails = () => useQuery({ queryKey: settingsKeys.user, queryFn: fetchUserDetails });

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => client.setQueryData(settingsKeys.user, saved),
  });
}

// Orders are paid and templates hearted on the public pages, outside this cache: both are read again on every visit.
export const useOrderHistory = () =>
  useQuery({ queryKey: settingsKeys.orders, queryFn: fetchOrderHistory, staleTime: 0 });

export const useLikedTemplates = () => useQuery({ queryKey: settingsKeys.liked, queryFn: fetchLiked, staleTime: 0 });

/** Un-hearting a template: the answer is the new list. */
export function useUnlike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tempId: string) => setLiked(tempId, false),
    onSuccess: (liked) => client.setQueryData(settingsKeys.liked, liked),
  });
}
