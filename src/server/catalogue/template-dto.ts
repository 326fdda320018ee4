import type { Template } from '../../shared/catalogue';
import type { CartTemplateDto, TemplateDto } from '../../shared/api/orders';
import type { PackType } from '../../shared/pricing';

/** Fails to compile when the wire's TemplateDto and the catalogue's Template (less design and schema) part ways. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const templateDtoMatchesCatalogue: SameShape<TemplateDto, Omit<Template, 'design' | 'schema'>> = true;

/** The spec's Template entity: the catalogue entry without the renderer's design and schema details. */
export function templateDto(template: Template): TemplateDto {
  const { design: _design, schema: _schema, ...dto } = template;
  return dto;
}

export function cartTemplateDto(template: Template, packType: PackType): CartTemplateDto {
  return { ...templateDto(template), temp_id: template.id, packType };
}
