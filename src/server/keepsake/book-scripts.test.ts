/**
 * The keepsake book in every script the invitation comes in: a book whose site offers Tamil, Telugu, Marathi,
 * Gujarati, Bengali, Malayalam and Punjabi prints each language's headings and each guest's wish in its own
 * script with the self-hosted Noto faces, and pdftotext reads them back as text (shaped by HarfBuzz, not boxes).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOK_WORDS, keepsakeDocument } from '../../renderer/keepsake';
import { findTemplate } from '../../shared/catalogue';
import type { SiteLanguage } from '../../shared/look';
import { loadConfig } from '../config';
import { BOOK_ORIGIN } from './book-content';
import { bookFonts, SCRIPT_FAMILIES } from './fonts';
import { printPdf, type PageFile } from './printer';

const chromiumPath = loadConfig({}, { jwtSecret: 'x'.repeat(40) }).keepsake.chromiumPath;
const dir = mkdtempSync(join(tmpdir(), 'keepsake-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A guest's wish in each language, as a guest would write it. */
const WISHES: Record<Exclude<SiteLanguage, 'en' | 'hi' | 'kn'>, string> = {
  ta: 'மணமக்கள் நீடூழி வாழ்க',
  te: 'నూరేళ్లు సుఖంగా వర్ధిల్లండి',
  mr: 'शुभमंगल सावधान',
  gu: 'લગ્નજીવન સુખમય રહે',
  bn: 'নবদম্পতির জন্য শুভকামনা',
  ml: 'നവദമ്പതികൾക്ക് ആശംസകൾ',
  pa: 'ਜੋੜੀ ਸਦਾ ਸਲਾਮਤ ਰਹੇ',
};
const LANGUAGES = Object.keys(WISHES) as (keyof typeof WISHES)[];

/** Text as pdftotext reads it, with its spaces and line breaks evened out (a long wish may wrap). */
const normalised = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

describe('the keepsake book in seven more scripts', () => {
  it('prints each language’s words and each wish as text pdftotext reads back', async () => {
    const design = findTemplate('wed001')!.design;
    const fonts = bookFonts(design, BOOK_ORIGIN);
    const files = new Map<string, PageFile>([...fonts.files].map(([url, path]) => [url, () => readFile(path)]));
    const html = keepsakeDocument(
      {
        size: 'A5',
        design,
        languages: ['en', ...LANGUAGES],
        titles: { en: 'Ananya & Rohan' },
        groups: [
          {
            key: 'all',
            own: 'allPosts',
            wishes: LANGUAGES.map((lang, index) => ({ id: index + 1, name: 'Guest', message: WISHES[lang] })),
            photos: [],
          },
        ],
        scriptFamilies: SCRIPT_FAMILIES,
      },
      fonts.css,
      BOOK_ORIGIN,
    );
    const pdf = await printPdf({ html, files, size: 'A5', chromiumPath, timeoutMs: 90_000 });
    const file = join(dir, 'book.pdf');
    writeFileSync(file, pdf);
    const text = normalised(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    const fontsUsed = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    for (const lang of LANGUAGES) {
      expect(text, lang).toContain(normalised(WISHES[lang]));
      expect(text, lang).toContain(normalised(BOOK_WORDS[lang].wishes));
    }
    // Drawn with the book's own faces, none of the machine's.
    for (const family of ['Tamil', 'Telugu', 'Devanagari', 'Gujarati', 'Bengali', 'Malayalam', 'Gurmukhi']) {
      expect(fontsUsed).toContain(`NotoSans${family}`);
    }
  }, 120_000);
});
