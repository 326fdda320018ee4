/**
 * Generates src/generated from schemas/: TypeScript types, precompiled
 * validators and the schema index. `--check` writes nothing and fails when the
 * files on disk differ from what would be generated (CI and `npm test`).
 *
 *   npm run generate          write src/generated
 *   npm run generate:check    exit 1 if src/generated is stale
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR, generateFiles } from './lib/generated-files';
import { loadSchemaFiles } from '../src/shared/schema-rules';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, GENERATED_DIR);

function listFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [relative(outDir, path)];
  });
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const wanted = await generateFiles(loadSchemaFiles());
  const onDisk = listFiles(outDir);
  const stale = [...wanted]
    .filter(([path, text]) => readOrUndefined(join(outDir, path)) !== text)
    .map(([path]) => path);
  const extra = onDisk.filter((path) => !wanted.has(path));

  if (check) {
    if (stale.length === 0 && extra.length === 0) {
      console.log(`${GENERATED_DIR} is up to date (${wanted.size} files).`);
      return 0;
    }
    console.error(
      `${GENERATED_DIR} is stale: it does not match schemas/. Run \`npm run generate\` and commit the result.`,
    );
    for (const path of stale) console.error(`  out of date: ${GENERATED_DIR}/${path}`);
    for (const path of extra) console.error(`  not generated from any schema: ${GENERATED_DIR}/${path}`);
    return 1;
  }

  for (const path of stale) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), wanted.get(path)!);
  }
  for (const path of extra) rmSync(join(outDir, path));
  console.log(`${GENERATED_DIR}: ${stale.length} written, ${extra.length} removed, ${wanted.size} in all.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
