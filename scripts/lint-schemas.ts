/**
 * Checks schemas/ against the content conventions: sections are titled
 * objects, field names are PascalCase and unique, the Image/Photo/Picture
 * upload rule, repeated groups have maxItems, every sample validates, and
 * every catalogue template names an existing schema, and each category's
 * x-category is well formed.
 *
 *   npm run lint:schemas
 */
import { SCHEMA_NAMES, TEMPLATES } from '../src/shared/catalogue';
import { lintCatalogue, lintCategories, lintSample, lintSchemaFile, loadSchemaFiles } from '../src/shared/schema-rules';

function main(): number {
  const files = loadSchemaFiles();
  const problems = [
    ...files.flatMap((file) => [...lintSchemaFile(file), ...lintSample(file)]),
    ...lintCategories(files),
    ...lintCatalogue(
      files.map((file) => file.name),
      [...TEMPLATES, ...SCHEMA_NAMES.map((name) => ({ id: `(category list)`, schema: name }))],
    ),
  ];
  if (problems.length === 0) {
    console.log(`schemas/: ${files.length} schemas and samples follow the conventions.`);
    return 0;
  }
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} problem(s) in schemas/.`);
  return 1;
}

process.exit(main());
