import { describe, expect, it } from 'vitest';
import { resolveSchema } from './resolve-refs';

const defs: Record<string, unknown> = {
  '_defs/common.schema.json': {
    definitions: {
      name: { type: 'string', maxLength: 60, title: 'Name' },
      image: { type: 'string', contentMediaType: 'image/*', maxLength: 200 },
      viaOther: { $ref: 'other.schema.json#/definitions/year' },
      loop: { $ref: '#/definitions/loop' },
    },
  },
  '_defs/other.schema.json': { definitions: { year: { type: 'string', pattern: '^\\d{4}$', maxLength: 4 } } },
};
const load = (file: string) => {
  if (!(file in defs)) throw new Error(`no ${file}`);
  return defs[file];
};

describe('resolveSchema', () => {
  it('inlines _defs references, letting keywords beside $ref win', () => {
    const schema = resolveSchema(
      {
        $id: 'x',
        type: 'object',
        definitions: { local: { type: 'boolean' } },
        properties: {
          cover: {
            type: 'object',
            properties: {
              BrideName: { $ref: '_defs/common.schema.json#/definitions/name', title: 'Bride', maxLength: 40 },
              Year: { $ref: '_defs/common.schema.json#/definitions/viaOther' },
              Show: { $ref: '#/definitions/local' },
            },
          },
        },
      },
      load,
    );
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        cover: {
          type: 'object',
          additionalProperties: false,
          properties: {
            BrideName: { type: 'string', maxLength: 40, title: 'Bride' },
            Year: { type: 'string', pattern: '^\\d{4}$', maxLength: 4 },
            Show: { type: 'boolean' },
          },
        },
      },
    });
  });

  it('keeps an explicit additionalProperties and does not treat property names as keywords', () => {
    const schema = resolveSchema(
      { type: 'object', additionalProperties: true, properties: { definitions: { type: 'string', maxLength: 5 } } },
      load,
    );
    expect(schema.additionalProperties).toBe(true);
    expect(schema.properties?.definitions).toEqual({ type: 'string', maxLength: 5 });
  });

  it('refuses references outside schemas/_defs, missing targets and cycles', () => {
    expect(() => resolveSchema({ $ref: '../secret.json#/a' }, load)).toThrow(/must point into schemas\/_defs/);
    expect(() => resolveSchema({ $ref: '_defs/common.schema.json#/definitions/missing' }, load)).toThrow(
      /Cannot resolve/,
    );
    expect(() => resolveSchema({ $ref: '_defs/common.schema.json#/definitions/loop' }, load)).toThrow(/cycle/);
  });
});
