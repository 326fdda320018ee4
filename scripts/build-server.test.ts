import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';

describe('the compiled server', () => {
  let outDir: string;
  let code: string;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'server-build-'));
    await buildServer(outDir);
    code = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, name), 'utf8'))
      .join('\n');
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const importsOf = (pattern: RegExp) =>
    [...code.matchAll(/\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)]
      .map((match) => match[1] ?? match[2]!)
      .filter((specifier) => pattern.test(specifier));

  it('holds the packages of many small ES modules in its bundle: Node would load them file by file at every start', () => {
    expect(importsOf(/^(drizzle-orm|typebox|jose|libphonenumber-js)(\/|$)/)).toEqual([]);
    expect(code).toContain('drizzle-orm');
  });

  it('leaves the other packages, the database drivers among them, to node_modules', () => {
    expect(importsOf(/^(fastify|@electric-sql\/pglite|pg)$/).sort()).toEqual(
      expect.arrayContaining(['@electric-sql/pglite', 'fastify']),
    );
  });
});
