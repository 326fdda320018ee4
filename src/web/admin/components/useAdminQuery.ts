import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '../../app/api';
import { adminKeys } from '../admin-api';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Reads it again, and everything else the admin area shows (an admin's change can show on any screen). */
  reload: () => void;
}

/**
 * One admin screen's data under its key (adminKeys): loaded when the page opens and whenever the key changes
 * (the filter it depends on), keeping the last answer on screen meanwhile.
 */
export function useAdminQuery<T>(queryKey: QueryKey, load: () => Promise<T>): Loaded<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData });
  return {
    data: query.data ?? null,
    error: query.isError ? errorMessage(query.error, 'Could not load this. Please try again.') : null,
    loading: query.isFetching,
    reload: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  };
}
