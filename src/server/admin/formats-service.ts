import type { FormatDetail, FormatSummary } from '../../shared/api/admin';
import { SCHEMA_NAMES, TEMPLATES } from '../../shared/catalogue';
import type { ContentSchemaEntry } from '../../shared/content';
import { lintCatalogue, lintCategories, lintSample, lintSchemaFile, loadSchemaFiles } from '../../shared/schema-rules';
import { allContentSchemas, getContentSchema } from '../../generated';

let lintRun: Map<string, string[]> | undefined;

/**
 * The schema lint (the same rules as `npm run lint:schemas`) over schemas/ as this server finds them, once per
 * process: the files only change with a deploy. Problems are filed under the schema they name.
 */
function lintProblems(): Map<string, string[]> {
  if (lintRun) return lintRun;
  const byName = new Map<string, string[]>();
  let problems: string[];
  try {
    const files = loadSchemaFiles();
    problems = [
      ...files.flatMap((file) => [...lintSchemaFile(file), ...lintSample(file)]),
      ...lintCategories(files),
      ...lintCatalogue(
        files.map((file) => file.name),
        [...TEMPLATES, ...SCHEMA_NAMES.map((name) => ({ id: '(category list)', schema: name }))],
      ),
    ];
  } catch (error) {
    problems = [`schemas: cannot be read: ${(error as Error).message}`];
  }
  for (const problem of problems) {
    const name =
      allContentSchemas.find((entry) => problem.startsWith(`${entry.name}:`) || problem.startsWith(`${entry.name} `))
        ?.name ?? '*';
    byName.set(name, [...(byName.get(name) ?? []), problem]);
  }
  lintRun = byName;
  return byName;
}

function templatesUsing(name: string) {
  return TEMPLATES.filter((template) => template.schema === name).map(({ id, name: title }) => ({ id, name: title }));
}

function summary(entry: ContentSchemaEntry): FormatSummary {
  const problems = lintProblems();
  return {
    name: entry.name,
    title: entry.title,
    sections: entry.sections.length,
    fields: entry.layout.fields.length,
    gatedFields: entry.layout.fields.filter((field) => field.pack !== 'basic').length,
    templates: templatesUsing(entry.name).length,
    // Problems naming no one schema (the catalogue's) are shown with every schema.
    problems: [...(problems.get(entry.name) ?? []), ...(problems.get('*') ?? [])],
  };
}

export function listFormats(): FormatSummary[] {
  return allContentSchemas.map(summary);
}

/** One schema's sections and fields as the form shows them, with pack gates and the templates using it. */
export function formatDetail(name: string): FormatDetail | undefined {
  const entry = getContentSchema(name);
  if (!entry) return undefined;
  return {
    ...summary(entry),
    sectionList: entry.sections.map((section) => ({
      key: section.key,
      title: section.title,
      pack: section.pack,
      fields: section.fields.map((field) => ({
        name: field.name,
        label: field.label,
        kind: field.kind,
        pack: field.pack,
        group: field.group?.label ?? null,
        maxItems: field.group?.maxItems ?? null,
      })),
    })),
    templateList: templatesUsing(name),
  };
}
