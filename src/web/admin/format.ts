import { kolkataDateTime } from '../../shared/days';
import { formatRupees } from '../../shared/pricing';

export { formatRupees };

/** An ISO time as the shop reads it: Kolkata date and time. */
export function shopTime(iso: string | null | undefined): string {
  return iso ? kolkataDateTime(new Date(iso)) : '—';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
