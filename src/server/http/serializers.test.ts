import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSerializerOnFirstUse } from './serializers';

function appWithLazySerializers() {
  return Fastify({ schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } } });
}

describe('response serializers compiled on first use', () => {
  it('compiles no serializer while the server starts', async () => {
    const app = appWithLazySerializers();
    // fast-json-stringify cannot compile this (the reference points at nothing): compiled at start, ready() throws.
    app.get('/broken', { schema: { response: { 200: { $ref: 'nowhere#' } } } }, async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject('/broken')).statusCode).toBe(500);
    await app.close();
  });

  it('serializes as Fastify does: only what the schema declares, with the shared schemas', async () => {
    const app = appWithLazySerializers();
    app.addSchema({ $id: 'person', type: 'object', properties: { name: { type: 'string' } } });
    app.get('/person', { schema: { response: { 200: { $ref: 'person#' } } } }, async () => ({
      name: 'Asha',
      passwordHash: 'secret',
    }));
    const first = await app.inject('/person');
    const second = await app.inject('/person');
    expect(first.json()).toEqual({ name: 'Asha' });
    expect(second.body).toBe(first.body);
    await app.close();
  });
});
