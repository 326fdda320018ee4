import { useQuery } from '@tanstack/react-query';
import type { GuestLimitNotice } from '../../shared/api/moderation';
import { moderationRoutes } from '../../shared/api/routes/moderation';
import { call } from '../app/api';
import './limit-notice.css';

const NOUNS: Record<GuestLimitNotice['kind'], string> = { wishes: 'wishes', photos: 'photos', rsvps: 'new RSVPs' };

const timeText = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * Tells the host when the site's hourly budget of `kind` turned guests away in the last day (the server records
 * each refusal): without it a busy evening would close the site silently. Each address has only a share of the
 * budget and the household links are outside it, so reaching it means many guests, or many addresses, at once.
 */
export function LimitNotice({ liveId, kind }: { liveId: string | undefined; kind: GuestLimitNotice['kind'] }) {
  const query = useQuery({
    queryKey: ['moderation', liveId ?? '', 'guest-limits'],
    queryFn: async () => (await call(moderationRoutes.guestLimits, { params: { liveId: liveId! } })).responceId.notices,
    enabled: Boolean(liveId),
    staleTime: 0,
  });
  const notice = query.data?.find((candidate) => candidate.kind === kind);
  if (!notice) return null;
  return (
    <p className="limit-notice" role="status" data-testid="limit-notice">
      Your invitation took its limit of {notice.limit} {NOUNS[kind]} an hour: {notice.refused}{' '}
      {notice.refused === 1 ? 'was' : 'were'} turned away between {timeText(notice.firstAt)} and{' '}
      {timeText(notice.lastAt)}. Guests can send again as the hour passes; guests who open their personal link are never
      turned away.
    </p>
  );
}
