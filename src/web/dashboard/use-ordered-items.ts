import { useQuery } from '@tanstack/react-query';
import type { OrderedItem } from '../../shared/api/orders';
import { readSession } from '../app/session';
import { dashboardKeys } from './dashboard-figures';
import { cachedItemsFor, refreshOrderedItems } from './ordered-items';

/**
 * Ordered items for a page: the cached answer at once, then the server's, read again on every visit (a payment
 * made in the cart changes them). The cached answer counts as out of date, so it is never the last word.
 */
export function useOrderedItems(): { items: OrderedItem[] | null; loading: boolean; failed: boolean } {
  const query = useQuery({
    queryKey: dashboardKeys.orderedItems,
    queryFn: async () => {
      try {
        return (await refreshOrderedItems()).responceId.inCartDtoList;
      } catch (error) {
        console.error('Failed to fetch ordered items', error);
        throw error;
      }
    },
    initialData: () => cachedItemsFor(readSession()?.email) ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
  return { items: query.data ?? null, loading: query.isFetching, failed: query.isError };
}
