import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const NUL = '\u0000';
/** Half of a surrogate pair, as left by cutting an emoji in two. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemWith(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'contains half of a character (a broken emoji?); please type it again';
  return null;
}

/**
 * The first string in `value` that cannot be stored as text, as "where.path.to.field <what is wrong>", or
 * null. Walks with an explicit stack, so a deeply nested JSON body cannot overflow the call stack.
 */
export function unstorableText(value: unknown, where: string): string | null {
  const pending: [unknown, string][] = [[value, where]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = problemWith(item);
      if (problem) return `${path} ${problem}`;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push([element, `${path}.${index}`]));
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (problemWith(key)) return `${path} has a field name that is not valid text`;
        pending.push([element, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character, nor half of a surrogate pair inside JSON, so either one in a
 * path, query or JSON body would fail its query as a 500. Neither is meaningful input: every route refuses
 * it as a 400 naming the field, before validation or any handler runs. Raw bodies (the signed webhook) and
 * multipart streams are left to their routes, which never store their bytes as text.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      unstorableText(request.params, 'params') ??
      unstorableText(request.query, 'querystring') ??
      unstorableText(request.body, 'body');
    if (found) throw new HttpError(400, found);
  });
}
