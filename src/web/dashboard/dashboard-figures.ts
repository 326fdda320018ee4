import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../shared/api/dashboard';
import { dashboardRoutes } from '../../shared/api/routes/dashboard';
import { call } from '../app/api';

export type DashboardFigures = DashboardResponse['responceId'];

/** The dashboard's cache keys: publishing or unpublishing a site invalidates the figures. */
export const dashboardKeys = {
  figures: ['dashboard', 'figures'] as const,
  orderedItems: ['dashboard', 'ordered-items'] as const,
};

async function fetchFigures(): Promise<DashboardFigures> {
  try {
    return (await call(dashboardRoutes.figures)).responceId;
  } catch (error) {
    console.error('Failed to fetch the dashboard figures', error);
    throw error;
  }
}

/**
 * The dashboard's real figures (content progress, what each live site has waiting). Guests and the editor change
 * them at any time, so they are read again on every visit; the last answer stays on screen meanwhile.
 */
export function useDashboardFigures(): { figures: DashboardFigures | null; failed: boolean } {
  const query = useQuery({ queryKey: dashboardKeys.figures, queryFn: fetchFigures, staleTime: 0 });
  return { figures: query.data ?? null, failed: query.isError };
}

/** "in 12 days", "tomorrow", "today", "3 days ago". */
export function daysText(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1) return `${days} days to go`;
  if (days === -1) return 'Yesterday';
  return `${-days} days ago`;
}
