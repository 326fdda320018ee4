/**
 * The content editor's route (/usersinput) downloads the precompiled validator of the category it edits, and no
 * other: every category's schema and validator is a chunk of its own, loaded through src/generated/lazy.ts. A
 * static import of src/generated/index.ts (or of one category's module) anywhere under the editor would put every
 * validator, or a wrong one, into the route's first download; this bundles the route as the web build splits it
 * (esbuild here, for speed: the question is the module graph, not the bundler) and looks at its chunks.
 */
import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { contentSchemaNames } from '../../generated/names';

const ROOT = resolve(import.meta.dirname, '../../..');
const EDITOR_ROUTE = 'src/web/content/pages/UserInputPage.tsx';
const CATEGORY_MODULE = /^src\/generated\/(validators|schemas)\/([^/]+)\.ts$/;

async function bundleEditorRoute(): Promise<Metafile> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [EDITOR_ROUTE],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty', '.mp3': 'empty' },
    logLevel: 'silent',
  });
  return result.metafile;
}

/** The chunks a browser fetches before the route runs: the entry and what it imports statically, transitively. */
function staticClosure(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

function categoriesIn(metafile: Metafile, output: string): Set<string> {
  return new Set(
    Object.keys(metafile.outputs[output]!.inputs).flatMap((input) => CATEGORY_MODULE.exec(input)?.[2] ?? []),
  );
}

describe("the content editor's route", () => {
  it('loads no category validator up front, and each category on demand in a chunk of its own', async () => {
    const metafile = await bundleEditorRoute();
    const entry = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]!.entryPoint === EDITOR_ROUTE);
    expect(entry).toBeDefined();

    const upFront = staticClosure(metafile, entry!);
    expect([...upFront].flatMap((output) => [...categoriesIn(metafile, output)])).toEqual([]);

    const onDemand = Object.keys(metafile.outputs)
      .filter((output) => !upFront.has(output) && output.endsWith('.js'))
      .map((output) => [...categoriesIn(metafile, output)])
      .filter((categories) => categories.length > 0);
    expect(onDemand.every((categories) => categories.length === 1)).toBe(true);
    expect(onDemand.flat().sort()).toEqual([...contentSchemaNames].sort());
  });
});
