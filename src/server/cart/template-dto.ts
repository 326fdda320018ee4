import type { Template } from '../../shared/catalogue';
import type { CartTemplateDto, TemplateDto } from '../../shared/api/orders';
import type { PackType } from '../../shared/pricing';

/** The spec's Template entity: the catalogue entry without the renderer's design and schema details. */
export function templateDto(template: Template): TemplateDto {
  const { design: _design, schema: _schema, ...dto } = template;
  return dto;
}

export function cartTemplateDto(template: Template, packType: PackType): CartTemplateDto {
  return { ...templateDto(template), temp_id: template.id, packType };
}

const price = { type: 'integer' } as const;

/** JSON Schema of TemplateDto (responses are serialised through it, so every field must be listed). */
export const templateDtoSchema = {
  type: 'object',
  properties: {
    key: { type: 'integer' },
    id: { type: 'string' },
    name: { type: 'string' },
    category: { type: 'string' },
    details: { type: 'string' },
    tumbnail_url: { type: 'string' },
    rank: { type: 'integer' },
    on_discount: { type: 'boolean' },
    basic_pack_price: price,
    basic_pack_discount_price: price,
    premium_pack_price: price,
    premium_pack_discount_price: price,
    luxury_pack_price: price,
    luxury_pack_discount_price: price,
    templates_model: { type: 'integer' },
    sections_model: { type: 'null' },
  },
  required: ['id', 'name', 'category', 'tumbnail_url', 'basic_pack_price', 'basic_pack_discount_price'],
} as const;

export const cartTemplateDtoSchema = {
  ...templateDtoSchema,
  properties: {
    ...templateDtoSchema.properties,
    temp_id: { type: 'string' },
    packType: { type: 'string', enum: ['basic', 'premium', 'luxury'] },
  },
} as const;
