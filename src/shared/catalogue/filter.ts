import { CATALOGUE_TABS, type CatalogueTabKey } from './categories';
import type { Template } from './templates';

export function isTabKey(value: string | null | undefined): value is CatalogueTabKey {
  return CATALOGUE_TABS.some((tab) => tab.key === value);
}

/**
 * Templates shown under a tab. All filters by the name search (box or `query`, case-insensitive);
 * other tabs filter by id prefix.
 */
export function filterTemplates(templates: readonly Template[], tab: CatalogueTabKey, search = ''): Template[] {
  const definition = CATALOGUE_TABS.find((t) => t.key === tab) ?? CATALOGUE_TABS[0];
  if (definition.key === 'all') {
    const needle = search.trim().toLowerCase();
    return needle
      ? templates.filter((t) => t.name.toLowerCase().includes(needle) || t.category.toLowerCase().includes(needle))
      : [...templates];
  }
  const prefixes: readonly string[] = definition.prefixes;
  return templates.filter((t) => prefixes.includes(t.id.slice(0, 3).toLowerCase()));
}
