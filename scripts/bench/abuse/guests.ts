/**
 * Attacks through the guests' calls of live sites, which need no account, each client on a loopback address of
 * its own (with TRUST_PROXY unset the server takes the connection's address as the client's).
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codedPictureOf, heifGrid } from '../../../src/server/media/testing/heif-builder';
import { cookiesOf, failureKind, loopbackAddress, request, sleep, type Answer } from '../http';
import { ROOT } from '../server-process';
import { logIn } from '../site-setup';
import { tally } from '../stats';
import type { Attack, AttackContext } from './types';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** What a failed request was: its status, or the error's name (a timeout, a reset connection). */
const outcome = (answer: Answer | Error) => (answer instanceof Error ? failureKind(answer) : String(answer.status));

/** Seconds a 429 asks to wait (Retry-After), at least one. */
function retryAfterMs(answer: Answer): number {
  return Math.max(1, Number(answer.headers['retry-after']) || 1) * 1000;
}

function multipartPhoto(name: string, file: Buffer, fileName: string, type: string) {
  const boundary = `----bench${randomInt(1e9)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * c. Four guests at once, each posting, again and again, a 15 kB HEIC whose one image is 8000 x 8000 pixels
 * (one flat colour: `heif-enc` 1.15 with x265 from an 8000 x 8000 PNG; made once, kept in fixtures/). Patching
 * the size box (`ispe`) of a small HEIC is not enough: libheif refuses it as soon as the decoded picture turns
 * out smaller than announced.
 */
const BOMB_LANES = 4;
const photosUrl = (context: AttackContext) =>
  `${context.server.baseUrl}/rest/api/public/live/${context.openSite.slug}/photos`;
const UPLOADS_PER_LANE = 40;

/** A real (small) photo first, so a refusal of the bombs is about them, not about the site. */
async function realPhotoAccepted(context: AttackContext): Promise<void> {
  const small = readFileSync(join(ROOT, 'src/server/live/testing/sample.heic'));
  const sample = multipartPhoto('Kavya', small, 'IMG_0001.HEIC', 'image/heic');
  const accepted = await request(photosUrl(context), { method: 'POST', ...sample, timeoutMs: 60_000 });
  if (accepted.status !== 200)
    throw new Error(`the site refused a real photo: ${accepted.status} ${accepted.body.toString().slice(0, 200)}`);
}

/** BOMB_LANES guests, each from an address of `block`, posting `bomb` again and again for the attack's time. */
async function postInParallel(context: AttackContext, bomb: Buffer, block: number) {
  const url = photosUrl(context);
  const deadline = Date.now() + context.durationMs;
  const statuses: string[] = [];
  const slowest: number[] = [];
  await Promise.all(
    Array.from({ length: BOMB_LANES }, async (_, lane) => {
      for (let upload = 0; upload < UPLOADS_PER_LANE && Date.now() < deadline; upload++) {
        const started = performance.now();
        const form = multipartPhoto('Guest', bomb, `IMG_${lane}${upload}.HEIC`, 'image/heic');
        const answer = await request(url, {
          method: 'POST',
          ...form,
          localAddress: loopbackAddress(block, lane),
          timeoutMs: 60_000,
        }).catch((error: Error) => error);
        slowest.push(performance.now() - started);
        statuses.push(outcome(answer));
      }
    }),
  );
  return {
    result: `answers ${tally(statuses)}; slowest ${(Math.max(...slowest) / 1000).toFixed(1)} s`,
  };
}

export const imageBombs: Attack = {
  key: 'c',
  name: 'c. 4 HEIC bombs (8000x8000) in parallel',
  setUp: realPhotoAccepted,
  run: (context) => postInParallel(context, readFileSync(join(FIXTURES, 'heic-8000x8000.heic')), 6),
};

/**
 * f. The same with a HEIC grid: 4 kB whose every `ispe` box says 3000 x 2000, while its grid item's own bytes
 * say 21000 x 14000, made of 7 x 7 tiles that all point at one real 3000 x 2000 picture (the repository's
 * photo-3000x2000.heic), so that a server trusting the ispe boxes decodes 294 megapixels.
 */
export const gridBombs: Attack = {
  key: 'f',
  name: 'f. 4 HEIC grid bombs (21000x14000, ispe 3000x2000) in parallel',
  setUp: realPhotoAccepted,
  run(context) {
    const bomb = heifGrid({
      tile: codedPictureOf(readFileSync(join(ROOT, 'src/server/live/testing/photo-3000x2000.heic'))),
      rows: 7,
      columns: 7,
      output: { width: 21000, height: 14000 },
      gridIspe: { width: 3000, height: 2000 },
    });
    return postInParallel(context, bomb, 8);
  },
};

/**
 * d. Wrong access codes from 50 addresses (127.0.0.2 to 127.0.0.51) at once, each as fast as the server lets
 * it (a 429 is waited out as its Retry-After says), while the site's buyer signs in once a second from
 * another address: does guessing starve sign-in?
 */
const GUESSERS = 50;
const GUESSES_PER_ADDRESS = 200;

export const codeGuessing: Attack = {
  key: 'd',
  name: 'd. access-code guessing, 50 addresses',
  // The buyer's sign-ins, one at a time, each a scrypt check of 128 MB (README: Sign-in under load).
  designedRssMb: 160,
  async run(context) {
    const { baseUrl } = context.server;
    const url = `${baseUrl}/rest/api/public/live/${context.privateSite.slug}/access`;
    const deadline = Date.now() + context.durationMs;
    const statuses: string[] = [];
    const guessing = Promise.all(
      Array.from({ length: GUESSERS }, async (_, index) => {
        for (let guess = 0; guess < GUESSES_PER_ADDRESS && Date.now() < deadline; guess++) {
          const answer = await request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: String(randomInt(1e6)).padStart(6, '0') }),
            localAddress: loopbackAddress(0, 1 + index),
            timeoutMs: 30_000,
          }).catch((error: Error) => error);
          statuses.push(outcome(answer));
          if (!(answer instanceof Error) && answer.status === 429)
            await sleep(Math.min(retryAfterMs(answer), deadline - Date.now()));
        }
      }),
    );
    const signIns: string[] = [];
    const signInTimes: number[] = [];
    const signingIn = (async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const answer = await logIn(baseUrl, context.buyer.email, context.buyer.password, loopbackAddress(7, 0)).catch(
          (error: Error) => error,
        );
        signIns.push(outcome(answer));
        signInTimes.push(performance.now() - started);
        await sleep(1000 - (performance.now() - started));
      }
    })();
    await Promise.all([guessing, signingIn]);
    const signedIn = signIns.filter((status) => status === '200').length;
    return {
      result:
        `guesses ${tally(statuses)}; sign-in ${signedIn}/${signIns.length} ok` +
        ` (slowest ${(Math.max(0, ...signInTimes) / 1000).toFixed(1)} s)`,
    };
  },
};

/**
 * e. 300 guests open the private link at the same moment, each from its own address: the right code (POST
 * access), then the page with the cookie it set. A guest told 429 tries again after Retry-After, as a person
 * would. All 300 must see the page within 5 s; the burst is followed for up to 20 s to say how long it took.
 */
const GUESTS = 300;
const GUESTS_TARGET_MS = 5000;
const GUESTS_GIVE_UP_MS = 20_000;

export const guestBurst: Attack = {
  key: 'e',
  name: 'e. 300 guests open the private link',
  async run(context) {
    const { baseUrl } = context.server;
    const { slug, code, marker } = context.privateSite;
    const start = performance.now();
    const giveUp = Date.now() + GUESTS_GIVE_UP_MS;
    const problems: string[] = [];
    const inAt = await Promise.all(
      Array.from({ length: GUESTS }, async (_, index) => {
        const localAddress = loopbackAddress(10, index);
        while (Date.now() < giveUp) {
          const access = await request(`${baseUrl}/rest/api/public/live/${slug}/access`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code }),
            localAddress,
            timeoutMs: Math.max(1, giveUp - Date.now()),
          }).catch((error: Error) => error);
          if (access instanceof Error || access.status !== 200) {
            problems.push(`access ${outcome(access)}`);
            const wait = access instanceof Error || access.status !== 429 ? 1000 : retryAfterMs(access);
            await sleep(Math.min(wait, giveUp - Date.now()));
            continue;
          }
          const page = await request(`${baseUrl}/invite/${slug}`, {
            // As a phone's browser asks for it: compressed.
            headers: { cookie: cookiesOf(access), 'accept-encoding': 'gzip, deflate, br' },
            localAddress,
            timeoutMs: Math.max(1, giveUp - Date.now()),
          }).catch((error: Error) => error);
          if (!(page instanceof Error) && page.status === 200 && page.body.toString('utf8').includes(marker))
            return performance.now() - start;
          problems.push(
            page instanceof Error || page.status !== 200 ? `page ${outcome(page)}` : 'page without the invitation',
          );
          await sleep(Math.min(1000, giveUp - Date.now()));
        }
        return null;
      }),
    );
    const times = inAt.filter((ms): ms is number => ms !== null);
    const inTime = times.filter((ms) => ms <= GUESTS_TARGET_MS).length;
    const last = times.length ? Math.max(...times) / 1000 : 0;
    const summary =
      inTime === GUESTS
        ? `${GUESTS}/${GUESTS} in ${last.toFixed(1)} s`
        : `${inTime}/${GUESTS} in 5 s, ${times.length}/${GUESTS} in ${(times.length === GUESTS ? last : GUESTS_GIVE_UP_MS / 1000).toFixed(1)} s`;
    return {
      result: `${summary}${problems.length ? `; retried: ${tally(problems)}` : ''}`,
      missed: inTime === GUESTS ? undefined : `${GUESTS - inTime} of ${GUESTS} guests not in within 5 s`,
    };
  },
};

export const guestAttacks = [imageBombs, codeGuessing, guestBurst, gridBombs];
