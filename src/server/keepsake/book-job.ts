/** The job that makes a book (maker.ts): its queue's name and its id, known to the row without a column. */
import { createHash } from 'node:crypto';

export const KEEPSAKE_QUEUE = 'keepsake-book';

/** What tells one request for a site's book from every other: its time and its count in its day. */
export interface BookRequest {
  liveId: string;
  requestedAt: Date;
  countedSince: Date | null;
  booksCounted: number;
}

/** The job id of a book: one per request, shaped as a name-based (version 5) UUID as pg-boss stores ids. */
export function bookJobId(book: BookRequest): string {
  const request = [book.liveId, book.requestedAt.toISOString(), book.countedSince?.toISOString(), book.booksCounted];
  const hex = createHash('sha256')
    .update(`keepsake:${request.join(':')}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
