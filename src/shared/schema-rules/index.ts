/**
 * The conventions every content schema in schemas/ follows, checked by `npm run lint:schemas`, by the generator
 * and by the admin's formats page. Node only (it reads schemas/ from disk): the server and the scripts use it,
 * the web app does not.
 */
export { lintCategories } from './category-rules';
export { createContentAjv } from './content-ajv';
export { lintCatalogue, lintSample, lintSchemaFile } from './lint-rules';
export { loadSchemaFiles, SCHEMAS_DIR, type SchemaFile } from './schema-files';
