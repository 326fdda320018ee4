/** The content engine's schema helpers, shared by the web app, the server and the scripts. */
export type {
  Component,
  ContentData,
  ContentLayout,
  ContentSchemaNode,
  FieldInfo,
  FieldKind,
  FieldSlot,
  Pack,
  PackName,
  RepeatedGroup,
  SectionInfo,
} from './schema-types.js';
export { FIELD_KINDS, PACKS } from './schema-types.js';
export { describeContent, kindOf, packAllows } from './fields.js';
export { labelFromName, nameSaysImage } from './labels.js';
export {
  componentId,
  componentsToFormData,
  findSlot,
  formDataToComponents,
  normaliseFormData,
  type ComponentProblem,
  type ComponentsToDataResult,
} from './mapping.js';
export { contentProgress, type ContentProgress, type ProgressCount } from './progress.js';
export { contentFormats, type ContentFormatName } from './formats.js';
export { resolveSchema, type DefsLoader } from './resolve-refs.js';
export {
  checkContent,
  defineContentSchema,
  describeValidationErrors,
  type ContentSchemaEntry,
  type ContentValidator,
  type FieldError,
  type SchemaValidationError,
} from './validation.js';
