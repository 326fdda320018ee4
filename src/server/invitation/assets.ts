/**
 * Finds the live page's built client in Vite's manifest (dist/web/.vite/manifest.json): its script, the chunks
 * it imports (preloaded) and its CSS, which is inlined into the page so the first paint needs no second request.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteLanguage } from '../../shared/look/languages';
import { splitLanguageFaces } from './language-faces';

export const INVITE_ENTRY = 'src/renderer/live/entry.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface InviteAssets {
  script?: string;
  preload: string[];
  /** The CSS every page inlines, without the language switch's faces. */
  css: string;
  /** The switch's face of each language, inlined only by the pages whose switch shows it (language-faces.ts). */
  languageFaces: ReadonlyMap<SiteLanguage, string>;
}

const NONE: InviteAssets = { preload: [], css: '', languageFaces: new Map() };

export function readInviteAssets(webDist: string): InviteAssets {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[INVITE_ENTRY];
  if (!entry) return NONE;
  const preload = new Set<string>();
  const cssFiles = new Set(entry.css ?? []);
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => cssFiles.add(css));
    chunk.imports?.forEach(walk);
  };
  entry.imports?.forEach(walk);
  const { css, faces } = splitLanguageFaces(
    [...cssFiles].map((name) => readFileSync(join(webDist, name), 'utf8')).join('\n'),
  );
  return { script: `/${entry.file}`, preload: [...preload], css, languageFaces: faces };
}
