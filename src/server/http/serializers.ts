import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compileAtOnce = SerializerSelector();

/**
 * Fastify's own response serializers (fast-json-stringify: a route's reply holds only what its response schema
 * declares), each compiled when its route first answers with that status instead of for every route at start:
 * compiling them all was about a sixth of the CPU of each start of the built server (a CPU profile of
 * `npm run bench:start`), for routes most instances never answer. The shared schemas are those of the start.
 */
export const buildSerializerOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compile = compileAtOnce(externalSchemas, options);
  return (route) => {
    let serialize: ReturnType<typeof compile> | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
