export type Encoding = 'br' | 'gzip';

/** The first encoding of the server's preference (brotli, then gzip) that the client accepts, else none. */
export function pickEncoding(
  accept: string | undefined,
  preference: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  const offered = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace('q=', '')) > 0)
    .map(([name]) => name.trim());
  return preference.find((encoding) => offered.includes(encoding));
}
