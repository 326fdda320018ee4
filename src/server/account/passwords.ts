import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PASSWORD_HASH_LOG_N } from '../config';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

/** The scrypt cost as log2(N); r=8 and p=1 are fixed (OWASP: N=2^17, r=8, p=1). */
export interface PasswordHashing {
  logN: number;
}

const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const DEFAULT_HASHING: PasswordHashing = { logN: PASSWORD_HASH_LOG_N };

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below N=2^17, so it is raised with room to spare. */
function maxmemFor(N: number, rr: number): number {
  return 128 * N * rr + 16 * 1024 * 1024;
}

/** Format: scrypt$N$r$p$salt$hash (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, hashing: PasswordHashing = DEFAULT_HASHING): Promise<string> {
  const N = 2 ** hashing.logN;
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The largest cost a stored hash may name (2^20), so a damaged row cannot make a login allocate gigabytes. */
const MAX_N = 2 ** 20;

function parse(stored: string): StoredHash | null {
  const [scheme, n, rr, pp, saltText, hashText] = stored.split('$');
  const N = Number(n);
  const rValue = Number(rr);
  const pValue = Number(pp);
  if (scheme !== 'scrypt' || !saltText || !hashText) return null;
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(rValue) || rValue < 1 || rValue > 32 || !Number.isInteger(pValue) || pValue < 1 || pValue > 16)
    return null;
  return {
    N,
    r: rValue,
    p: pValue,
    salt: Buffer.from(saltText, 'base64url'),
    hash: Buffer.from(hashText, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmemFor(parsed.N, parsed.r),
  });
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A stored hash made with other parameters than the configured ones: rehash it when the password is next typed. */
export function needsRehash(stored: string, hashing: PasswordHashing = DEFAULT_HASHING): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== 2 ** hashing.logN || parsed.r !== r || parsed.p !== p;
}
