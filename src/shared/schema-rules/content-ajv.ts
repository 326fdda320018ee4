import { Ajv, type Options } from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { contentFormats } from '../content';

/** `unicode: false` is deprecated in ajv 8 but is the only switch for the behaviour above. */
function warnUnlessExpected(...args: unknown[]): void {
  if (!String(args[0]).includes('option unicode')) console.warn(...args);
}

/**
 * The ajv set-up for content schemas, used to precompile validators and by the
 * lint. Formats come from src/shared/content/formats.ts; the generated modules
 * import that same object under the name `contentFormats`, which is what the
 * `code.formats` expression below refers to.
 */
export function createContentAjv(options: { standalone: boolean }): Ajv {
  const opts: Options = {
    allErrors: true,
    strict: true,
    // maxLength counts UTF-16 units, so the generated code needs no ajv runtime
    // helper import; Indian scripts sit in the BMP, so it is what a person counts.
    unicode: false,
    logger: { log: console.log, warn: warnUnlessExpected, error: console.error },
    ...(options.standalone ? { code: { source: true, esm: true, lines: true, formats: _`contentFormats` } } : {}),
  };
  const ajv = new Ajv(opts);
  for (const [name, format] of Object.entries(contentFormats)) ajv.addFormat(name, format);
  // Annotations the content engine reads; ajv only needs to know they are intended.
  ajv.addKeyword({ keyword: 'x-pack', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-kind', schemaType: 'string' });
  return ajv;
}
