/**
 * Personal links. The token is 128 random bits' worth of HMAC output: an HMAC-SHA256 of the household's random
 * nonce under a key derived from the server's secret, cut to 16 bytes (22 base64url characters). Only the nonce
 * and the token's SHA-256 are stored, so the host sees the same link again while a copy of the database alone
 * opens nobody's page; a new nonce (link rotation) kills the old link.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';

const keys = new WeakMap<AppConfig, Buffer>();

function linkKey(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'utsav-invites', 'household-link', 32));
    keys.set(config, key);
  }
  return key;
}

export const newLinkNonce = (): string => randomBytes(16).toString('base64url');

export function tokenOf(config: AppConfig, nonce: string): string {
  return createHmac('sha256', linkKey(config)).update(nonce).digest().subarray(0, 16).toString('base64url');
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh nonce and the hash its token is found by. */
export function freshLink(config: AppConfig): { linkNonce: string; tokenHash: string } {
  const linkNonce = newLinkNonce();
  return { linkNonce, tokenHash: tokenHash(tokenOf(config, linkNonce)) };
}

export function personalLink(config: AppConfig, slug: string, nonce: string): string {
  return `${config.publicUrl}/invite/${slug}/g/${tokenOf(config, nonce)}`;
}
