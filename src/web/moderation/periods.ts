/** The report's period tabs (spec: 1 hour, 24 hours, 7 days; Last 24hr first and default) and status tabs. */
export const PERIODS = [
  { key: '24h', label: 'Last 24hr', ms: 24 * 3600_000 },
  { key: '1h', label: 'Last 1 Hour', ms: 3600_000 },
  { key: '7d', label: 'Last 7days', ms: 7 * 24 * 3600_000 },
] as const;
export type PeriodKey = (typeof PERIODS)[number]['key'];

export const STATUSES = ['Unread', 'Hidden', 'Public'] as const;
export type Status = (typeof STATUSES)[number];

/** visflag null = Unread (not yet moderated), false = Hidden, true = Public. */
export function statusOf(visflag: boolean | null): Status {
  return visflag === null ? 'Unread' : visflag ? 'Public' : 'Hidden';
}

export function inPeriod(isoDate: string, period: PeriodKey, now: number): boolean {
  const ms = PERIODS.find((p) => p.key === period)!.ms;
  const at = Date.parse(isoDate);
  return Number.isFinite(at) && at <= now + 60_000 && now - at <= ms;
}

export interface Counted {
  date: string;
  visflag: boolean | null;
}

/** The three cards: unread, public and hidden items of the period. */
export function countByStatus(items: readonly Counted[]): Record<Status, number> {
  const counts: Record<Status, number> = { Unread: 0, Hidden: 0, Public: 0 };
  for (const item of items) counts[statusOf(item.visflag)] += 1;
  return counts;
}
