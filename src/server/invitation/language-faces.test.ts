/**
 * The language switch's faces reach a guest page only for the languages its switch shows: none on a site without
 * the languages feature, three on a site offering three, where the build's CSS holds all ten.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../shared/look/languages';
import { hostSite } from '../guests/testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { INVITE_ENTRY } from './assets';
import { facesFor, splitLanguageFaces } from './language-faces';

/** The faces as the subset script writes them; the build inlines their files, which changes no rule's range. */
const FACES_CSS = readFileSync(join(import.meta.dirname, '../../renderer/fonts/language-names.css'), 'utf8');
const OTHER_CSS = '.inv{color:red}@font-face{font-family:Poppins;src:url(p.woff2)}';
const FACE_RULE = /@font-face\s*\{[^}]*Utsav Language Names[^}]*\}/g;
const facesIn = (css: string) => css.match(FACE_RULE) ?? [];

describe('splitting the switch’s faces from the CSS', () => {
  const split = splitLanguageFaces(FACES_CSS + OTHER_CSS);

  it('finds one face for every language, by the characters of its own name', () => {
    expect([...split.faces.keys()].sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(split.faces.get('hi')).toContain('U+926');
    expect(split.faces.get('kn')).toContain('U+C95');
  });

  it('leaves the rest of the CSS as it was, another font’s face included', () => {
    expect(facesIn(split.css)).toEqual([]);
    expect(split.css).toContain(OTHER_CSS);
    // Marathi's face has a family of its own, which its option names: that rule stays.
    expect(split.css).toContain('.inv-lang__option:lang(mr)');
  });

  it('gives a page the faces of its switch’s languages only', () => {
    expect(facesIn(facesFor(split.faces, ['en', 'ta', 'bn']))).toHaveLength(3);
    expect(facesFor(split.faces, [])).toBe('');
  });

  it('keeps a face that names no language’s characters (a stale build) in the CSS every page gets', () => {
    const stale = "@font-face{font-family:'Utsav Language Names';src:url(x.woff2);unicode-range:U+41}";
    expect(splitLanguageFaces(stale).css).toBe(stale);
  });
});

describe('a guest page’s inlined CSS', () => {
  // A build of the live page's client: its manifest and a stylesheet with every face, as Vite writes them.
  const webDist = mkdtempSync(join(tmpdir(), 'language-faces-web-'));
  mkdirSync(join(webDist, '.vite'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'styles.css'), FACES_CSS + OTHER_CSS);
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({ [INVITE_ENTRY]: { file: 'assets/invite.js', css: ['assets/styles.css'] } }),
  );
  const testApp = createTestApp({ overrides: { webDist } });
  afterAll(async () => (await testApp).close());
  const pageCss = async (slug: string) => {
    const page = await (await testApp).app.inject({ method: 'GET', url: `/invite/${slug}` });
    expect(page.statusCode).toBe(200);
    return /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
  };

  it('carries no face of the switch on a site without one', async () => {
    const site = await hostSite(await testApp, { pack: 'premium' });
    const css = await pageCss(site.slug);
    expect(css).toContain('.inv{color:red}');
    expect(facesIn(css)).toEqual([]);
  });

  it('carries the faces of the languages the switch shows', async () => {
    const site = await hostSite(await testApp, { pack: 'luxury', look: { languages: ['en', 'ta', 'bn'] } });
    const faces = facesIn(await pageCss(site.slug));
    expect(faces).toHaveLength(3);
    expect(faces.join('')).toContain('U+BA4'); // Tamil's
    expect(faces.join('')).not.toContain('U+926'); // Hindi's, not offered
  });
});
