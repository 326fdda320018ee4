import { useCallback, useEffect, useState } from 'react';
import type { DashboardResponse } from '../../shared/api/moderation';
import { api } from '../app/api';

export type DashboardFigures = DashboardResponse['responceId'];

async function fetchFigures(): Promise<DashboardFigures | null> {
  try {
    const { data } = await api.get<DashboardResponse>('/rest/api/private/dashboard');
    return data.responceId;
  } catch (error) {
    console.error('Failed to fetch the dashboard figures', error);
    return null;
  }
}

/** The dashboard's real figures (content progress, what each live site has waiting), reloadable. */
export function useDashboardFigures(): { figures: DashboardFigures | null; failed: boolean; reload(): Promise<void> } {
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [failed, setFailed] = useState(false);
  const show = useCallback((answer: DashboardFigures | null) => {
    setFailed(!answer);
    if (answer) setFigures(answer);
  }, []);
  const reload = useCallback(async () => show(await fetchFigures()), [show]);
  useEffect(() => {
    let current = true;
    void fetchFigures().then((answer) => current && show(answer));
    return () => {
      current = false;
    };
  }, [show]);
  return { figures, failed, reload };
}

/** "in 12 days", "tomorrow", "today", "3 days ago". */
export function daysText(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1) return `${days} days to go`;
  if (days === -1) return 'Yesterday';
  return `${-days} days ago`;
}
