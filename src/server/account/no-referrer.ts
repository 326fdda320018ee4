/**
 * Pages whose address carries a secret (the reset link's token). Their document is served with
 * `Referrer-Policy: no-referrer`, so the address never leaves in a Referer header.
 */
export const NO_REFERRER_PAGES = ['/reset-user-passkey'] as const;

export function isNoReferrerPage(url: string): boolean {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return (NO_REFERRER_PAGES as readonly string[]).includes(path);
}
