/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace('q=', '')) > 0)
    .map(([name]) => name.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}
