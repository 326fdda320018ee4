import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { watchAddress } from './stream-links';

/** The services' own hosts; anything else a guest is sent to is a way out. */
const OWN_HOSTS =
  /^(?:(?:www\.|m\.)?youtube\.com|youtu\.be|(?:[a-z0-9-]+\.)?zoom\.us|meet\.google\.com|(?:www\.)?instagram\.com)$/;

/** Hosts that forward whoever opens them to an address in the query. */
const REDIRECTOR_HOSTS = [
  'l.instagram.com',
  'l.facebook.com',
  'lm.facebook.com',
  'www.google.com',
  'google.com',
  'consent.youtube.com',
  'accounts.google.com',
  'out.reddit.com',
];

const hosts = fc.oneof(
  fc.constantFrom(
    'www.youtube.com',
    'youtube.com',
    'm.youtube.com',
    'youtu.be',
    'zoom.us',
    'us02web.zoom.us',
    'meet.google.com',
    'www.instagram.com',
    'instagram.com',
    'youtube.com.evil.example',
    'evilyoutube.com',
    'evil.example',
    ...REDIRECTOR_HOSTS,
  ),
  fc.domain(),
);
/** Null four times in five. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary, weight: 1 });
const idChar = fc.constantFrom(...'abcXYZ019_-'.split(''));
const videoId = fc.string({ unit: idChar, minLength: 11, maxLength: 11 });
/** The services' page shapes, so many typed addresses pass and what passes is checked, and other paths. */
const path = fc.oneof(
  fc.constant('/watch'),
  videoId.map((id) => `/live/${id}`),
  videoId.map((id) => `/${id}`),
  fc.constantFrom('/@RaoFamily/live', '/channel/UCabcdefghijklmnopqrstuv/live', '/abc-defg-hij', '/ananya.rohan/live/'),
  fc.constantFrom('/j/85512345678', '/my/raofamily', '/p/Cx1_a/', '/ananya.rohan', '/reel/Cx1_a/'),
  fc.constantFrom('/redirect', '/url', '/attribution_link', '/accounts/login/', '/l/live/', '/l.php', '/m'),
  fc
    .array(fc.oneof(fc.constantFrom('live', 'watch', '..', '%2F', '@', ''), fc.string({ maxLength: 12 })), {
      maxLength: 4,
    })
    .map((segments) => `/${segments.join('/')}`),
);
const queryValue = fc.oneof(
  videoId,
  fc.constantFrom('https://evil.example', '//evil.example', '/redirect?q=https://evil.example', '42', 'aBc.1'),
  fc.string({ maxLength: 20 }),
);
const query = fc
  .tuple(
    fc.option(videoId),
    fc.dictionary(
      fc.constantFrom('v', 't', 'pwd', 'u', 'q', 'next', 'continue', 'url', 'redirect_uri', 'si'),
      queryValue,
      { maxKeys: 4 },
    ),
  )
  .map(([v, params]) => (v === null ? params : { v, ...params }));
/** A host with one of its own page shapes. */
const servicePage = fc.oneof(
  fc.tuple(
    fc.constantFrom('www.youtube.com', 'youtube.com', 'm.youtube.com'),
    fc.oneof(
      fc.constant('/watch'),
      videoId.map((id) => `/live/${id}`),
      fc.constant('/@RaoFamily/live'),
    ),
  ),
  fc.tuple(
    fc.constant('youtu.be'),
    videoId.map((id) => `/${id}`),
  ),
  fc.tuple(fc.constantFrom('zoom.us', 'us02web.zoom.us'), fc.constantFrom('/j/85512345678', '/my/raofamily')),
  fc.tuple(fc.constant('meet.google.com'), fc.constant('/abc-defg-hij')),
  fc.tuple(fc.constantFrom('www.instagram.com', 'instagram.com'), fc.constantFrom('/ananya.rohan', '/p/Cx1_a/')),
);

/** Typed addresses: the services' pages, their redirectors and strangers, with userinfo, ports and odd schemes. */
const typedAddress = fc
  .record({
    scheme: fc.constantFrom('https', 'https', 'https', 'https', 'https', 'http', 'javascript', 'data', 'ftp'),
    userinfo: sometimes(fc.constantFrom('www.youtube.com', 'user:pw', 'a')),
    where: fc.oneof(servicePage, fc.tuple(hosts, path)).map(([host, at]): [string, string] => [host, at]),
    port: sometimes(fc.constantFrom('443', '8443', '80')),
    query,
    hash: sometimes(fc.constantFrom('@www.youtube.com', 't=1', 'x')),
  })
  .map(
    ({ scheme, userinfo, where: [host, at], port, query: params, hash }) =>
      `${scheme}://${userinfo ? `${userinfo}@` : ''}${host}${port ? `:${port}` : ''}${at}` +
      `${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ''}${hash ? `#${hash}` : ''}`,
  );

describe('stream addresses', () => {
  it('never lets a guest out of the services’ own watch pages, whatever is typed', () => {
    let passed = 0;
    fc.assert(
      fc.property(fc.oneof(typedAddress, fc.webUrl({ withQueryParameters: true, withFragments: true })), (typed) => {
        const address = watchAddress(typed);
        if (address === null) return;
        passed += 1;
        const url = new URL(address);
        expect(url.protocol).toBe('https:');
        expect(url.hostname).toMatch(OWN_HOSTS);
        expect([url.username, url.password, url.port, url.hash]).toEqual(['', '', '', '']);
        // Nothing in the query can carry another address.
        for (const [name, value] of url.searchParams) {
          expect(['v', 't', 'pwd']).toContain(name);
          expect(value).toMatch(/^[A-Za-z0-9._-]+$/);
        }
        expect(url.pathname).not.toMatch(/redirect|attribution|\/url|accounts|\/l\//);
        // Its written form is read as itself.
        expect(watchAddress(address)).toBe(address);
        // A redirector's host never passes, nor an address it would go on to.
        expect(REDIRECTOR_HOSTS).not.toContain(new URL(typed).hostname);
      }),
      { numRuns: 800 },
    );
    // The check above ran on many addresses that passed, not only on refusals.
    expect(passed).toBeGreaterThan(50);
  });

  it('refuses the known ways out and takes the services’ watch and live pages', () => {
    for (const typed of [
      'https://l.instagram.com/?u=https://evil.example',
      'https://lm.facebook.com/l.php?u=https://evil.example',
      'https://www.youtube.com/redirect?q=https://evil.example',
      'https://www.google.com/url?q=https://www.youtube.com/live/abc',
      'https://www.youtube.com@evil.example/live/abc',
      'https://evil.example\\@www.youtube.com/live/abc',
      'https://www.youtube.com.evil.example/live/abc',
      'https://www.instagram.com/accounts/login/?next=https://evil.example',
      'https://www.instagram.com/l/live/',
      // The other services' redirector paths are no account on Instagram's host either.
      'https://instagram.com/redirect',
      'https://www.instagram.com/url/',
      'https://instagram.com/attribution_link',
      'https://instagram.com/l.php',
      'https://www.youtube.com/watch?v=https://evil',
      'http://www.youtube.com/live/abc',
      'https://www.youtube.com:444/live/abc',
      'https://a.b.zoom.us/j/85512345678',
    ])
      expect(watchAddress(typed), typed).toBeNull();
    expect(watchAddress(' https://www.YouTube.com/live/sangeet2027#chat ')).toBe(
      'https://www.youtube.com/live/sangeet2027',
    );
    expect(watchAddress('https://instagram.com/ananya.rohan')).toBe('https://instagram.com/ananya.rohan/');
    expect(watchAddress('https://zoom.us/my/raofamily')).toBe('https://zoom.us/my/raofamily');
  });
});
