import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest } from '../../shared/api/account';
import { settingsRoutes as routes } from '../../shared/api/routes/settings';
import { call } from '../app/api';
import { toast } from '../ui/toast';

const fetchUserDetails = () => call(routes.userDetails);

const fetchOrderHistory = async () => (await call(routes.orderHistory)).responceId.orders;

const fetchLiked = async () => (await call(routes.liked)).responceId.liked;

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
    mutationFn: (request: UpdateUserRequest) => call(routes.updateUser, { body: request }),
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
    mutationFn: async (tempId: string) => (await call(routes.unlike, { params: { tempId } })).responceId.liked,
    onSuccess: (liked) => client.setQueryData(settingsKeys.liked, liked),
    onError: () => toast.error('Please try again.'),
  });
}
