/** The cart kept on the server, read and emptied through TanStack Query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emptyCart, fetchCartItem } from './cart-api';

export const serverCartKey = ['cart', 'item'] as const;

/**
 * The server's cart item (null when it is empty), asked for only when this device holds no choice of its own.
 * A failure shows an empty cart at once, as the spec's page does, rather than after retries.
 */
export function useServerCart(enabled: boolean) {
  return useQuery({
    queryKey: serverCartKey,
    queryFn: () =>
      fetchCartItem().catch((error: unknown) => {
        console.error('Failed to fetch cart items', error);
        throw error;
      }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useEmptyServerCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: emptyCart,
    onSuccess: () => client.setQueryData(serverCartKey, null),
  });
}
