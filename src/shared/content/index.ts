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
} from './schema-types';
export { FIELD_KINDS, PACKS } from './schema-types';
export { describeContent, kindOf, packAllows } from './fields';
export { labelFromName, nameSaysImage } from './labels';
export {
  componentId,
  componentsToFormData,
  findSlot,
  formDataToComponents,
  normaliseFormData,
  type ComponentProblem,
  type ComponentsToDataResult,
} from './mapping';
export { contentProgress, type ContentProgress, type ProgressCount } from './progress';
export { contentFormats, type ContentFormatName } from './formats';
export { resolveSchema, type DefsLoader } from './resolve-refs';
export {
  checkContent,
  defineContentSchema,
  describeValidationErrors,
  type ContentSchemaEntry,
  type ContentValidator,
  type FieldError,
  type SchemaValidationError,
} from './validation';
export { SAMPLE_IMAGE_SUBJECTS, sampleImageSubject, type SampleImageSubject } from './sample-images';
