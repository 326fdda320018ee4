/**
 * Cuts the faces the guest page's language switch is drawn with: each language's name in its own script
 * (English, हिन्दी, ಕನ್ನಡ, தமிழ் and the rest: src/shared/look/languages) from the Noto Sans face of each script at
 * its 600 weight (@fontsource; Hindi and Marathi share one Devanagari face), keeping only the glyphs those words need, their shaping (half forms, conjuncts, matra
 * variants) included. Each face is 1-2 kB, small enough for Vite to inline into the invitation's CSS, so every
 * page draws the switch with them from its first paint whatever fonts the phone has, instead of downloading a
 * whole script's font (30-54 kB) for two words.
 *
 * Run it when a language or its name changes (language-names.test.ts fails until then):
 *   npx tsx scripts/subset-language-names.ts
 * It writes src/renderer/fonts/language-names/<lang>.woff2 and src/renderer/fonts/language-names.css. The
 * cutting is fontTools' subsetter, from Debian (`apt-get install python3-fonttools python3-brotli`); the build
 * and the tests need only the files it wrote, which are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANGUAGE_NAMES_CSS,
  LANGUAGE_NAMES_DIR,
  LANGUAGE_NAME_FACES,
  languageNamesCss,
} from './lib/language-name-faces';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const python = process.env.FONTTOOLS_PYTHON ?? '/usr/bin/python3';

mkdirSync(join(root, LANGUAGE_NAMES_DIR), { recursive: true });
for (const face of LANGUAGE_NAME_FACES) {
  const output = join(root, LANGUAGE_NAMES_DIR, `${face.file}.woff2`);
  execFileSync(
    python,
    [
      '-m',
      'fontTools.subset',
      join(root, 'node_modules', face.source),
      `--text=${face.text}`,
      // Every layout feature the words use: the shaper needs them to join न्द and ನ್ನ.
      '--layout-features=*',
      '--no-hinting',
      // The copyright and licence (the OFL travels with the font) and the names the browser reports.
      '--name-IDs=0,1,2,13,14',
      '--drop-tables+=STAT,gasp',
      '--flavor=woff2',
      `--output-file=${output}`,
    ],
    { stdio: 'inherit' },
  );
  console.log(`wrote ${output}`);
}
writeFileSync(join(root, LANGUAGE_NAMES_CSS), languageNamesCss());
console.log(`wrote ${LANGUAGE_NAMES_CSS}`);
