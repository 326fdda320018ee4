import { Ajv, type AnySchema, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { validationMessage } from './errors';

// Unknown properties are an error (schemas say additionalProperties: false), never silently dropped; one
// error at a time, so a hostile body cannot make validation expensive.
const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, addUsedSchema: false };

/** RFC 5321's limits: a local part of at most 64 octets, a whole address (path) of at most 254. */
export function withinEmailLengths(address: string): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && Buffer.byteLength(address.slice(0, at)) <= 64 && Buffer.byteLength(address) <= 254;
}

function compilerWith(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  // Every route that takes an e-mail answers 400 for an address no mail server would accept.
  const shape = ajv.formats.email as RegExp;
  ajv.addFormat('email', { type: 'string', validate: (value) => withinEmailLengths(value) && shape.test(value) });
  return (schema: AnySchema & { $id?: string }) => (schema.$id && ajv.getSchema(schema.$id)) || ajv.compile(schema);
}

/**
 * A route's validator, compiled on the route's first request instead of at start: compiling every route's
 * schemas took about a third of a second of each start (npm run bench:start). Fastify reads `errors` from the
 * function it called, so they are copied from the compiled one.
 */
function onFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the declared types;
 * a JSON body must carry the right types itself: `{"password": 12345678}` is a 400, not a password.
 */
const strictBodies = compilerWith({ coerceTypes: false });

export function registerValidators(app: FastifyInstance): void {
  const coercing = compilerWith({ coerceTypes: 'array' });
  const strict = strictBodies;
  app.setValidatorCompiler(({ schema, httpPart }) =>
    onFirstUse(() => (httpPart === 'body' ? strict(schema) : coercing(schema))),
  );
}

/**
 * A body checked as a route's schema checks it, for a call made without HTTP (a guest's HTML form made into the
 * body its service takes): the same validator and the same sentence ("body.name must NOT have fewer than 1
 * characters"), or undefined when it is valid.
 */
export function bodyChecker(schema: AnySchema): (body: unknown) => string | undefined {
  const validate = onFirstUse(() => strictBodies(schema));
  return (body) =>
    validate(body)
      ? undefined
      : validationMessage({ validation: validate.errors ?? [], validationContext: 'body', message: 'body is invalid' });
}
