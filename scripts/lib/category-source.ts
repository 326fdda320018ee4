import type { CategoryArt } from '../../src/shared/art/category-art';
import type { CategoryMeta } from '../../src/shared/catalogue/category-meta';
import { lintCategories, type SchemaFile } from '../../src/shared/schema-rules';

type WrittenCategory = Omit<CategoryMeta, 'schema'> & { art: CategoryArt };

/**
 * The categories' schema files in catalogue order (`x-category.order`). Refuses to go on when an `x-category`
 * is malformed, so the generator names the problem instead of the type check failing on generated code.
 */
function categoriesOf(files: readonly SchemaFile[]): { schema: string; category: WrittenCategory }[] {
  const problems = lintCategories(files);
  if (problems.length > 0) throw new Error(`x-category problems:\n${problems.join('\n')}`);
  return files
    .filter((file) => file.category !== undefined)
    .map((file) => ({ schema: file.name, category: file.category as WrittenCategory }))
    .sort((a, b) => a.category.order - b.category.order);
}

/** src/generated/categories.ts: every category's catalogue data, typed so its prefix stays a literal. */
export function categoriesSource(files: readonly SchemaFile[], bannerLine: string): string {
  const list = categoriesOf(files).map(({ schema, category: { art: _art, ...meta } }) => ({ schema, ...meta }));
  return `${bannerLine}
import type { CategoryMeta } from '../shared/catalogue/category-meta';

/** Every event category in catalogue order: the \`x-category\` of its schema file, less its artwork. */
export const categoryList = ${JSON.stringify(list, null, 2)} as const satisfies readonly CategoryMeta[];

export type CategoryPrefix = (typeof categoryList)[number]['prefix'];
`;
}

/**
 * src/generated/category-art.ts: the words of each category's artwork, by id prefix. Screens and samples are
 * separate exports so the web app, which shows captions only, leaves the samples out of its bundle.
 */
export function categoryArtSource(files: readonly SchemaFile[], bannerLine: string): string {
  const categories = categoriesOf(files).map(({ category }) => category);
  const byPrefix = (part: keyof CategoryArt) =>
    JSON.stringify(Object.fromEntries(categories.map((category) => [category.prefix, category.art[part]])), null, 2);
  return `${bannerLine}
import type { CategoryArt } from '../shared/art/category-art';
import type { CategoryPrefix } from './categories';

/** The eight sections each category's screenshots show (\`x-category.art.screens\`). */
export const categoryScreens: { readonly [P in CategoryPrefix]: CategoryArt['screens'] } = ${byPrefix('screens')};

/** The sample invitation each category's artwork draws (\`x-category.art.sample\`). */
export const categorySamples: { readonly [P in CategoryPrefix]: CategoryArt['sample'] } = ${byPrefix('sample')};
`;
}
