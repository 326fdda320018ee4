/** The catalogue as other server features answer it: the spec's Template entity and its cart variant. */
export { cartTemplateDto, templateDto } from './template-dto';
