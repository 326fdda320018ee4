import { resolveSchema } from '../resolve-refs';
import type { ContentSchemaNode } from '../schema-types';

/** A small schema with every shape the engine knows: plain fields, a group, both kinds of repeated group, packs. */
export const TINY_SCHEMA: ContentSchemaNode = resolveSchema(
  {
    type: 'object',
    title: 'Tiny',
    properties: {
      cover: {
        type: 'object',
        title: 'Cover',
        properties: {
          BrideName: { type: 'string', maxLength: 40 },
          EventDate: { type: 'string', format: 'date', maxLength: 10 },
          CoverPhoto: { type: 'string', contentMediaType: 'image/*', maxLength: 200 },
          Guests: { type: 'integer', minimum: 0, maximum: 1000 },
        },
      },
      extras: {
        type: 'object',
        title: 'Extras',
        'x-pack': 'premium',
        properties: {
          ShowExtras: { type: 'boolean', default: true },
          facilities: { type: 'object', title: 'Facilities', properties: { Parking: { type: 'boolean' } } },
          GalleryImage: {
            type: 'array',
            maxItems: 3,
            items: { type: 'string', contentMediaType: 'image/*', maxLength: 200 },
          },
          Story: {
            type: 'array',
            maxItems: 2,
            items: {
              type: 'object',
              properties: {
                Year: { type: 'string', maxLength: 4 },
                Note: { type: 'string', maxLength: 400, 'x-pack': 'luxury', title: 'What happened' },
              },
            },
          },
        },
      },
    },
  },
  () => ({}),
);
