import type { ContentData, ContentLayout } from '../../../shared/content';
import { readSection } from '../view';

/** The date on the invitation's cover as typed (YYYY-MM-DD), read as the cover and the page's summary read it. */
export function coverDate(layout: ContentLayout, content: ContentData): string | undefined {
  const first = layout.sections[0];
  if (!first) return undefined;
  const date = readSection(first, 0, content).values.find(
    (item) => item.field.kind === 'date' && !/End/.test(item.field.name),
  );
  return typeof date?.value === 'string' && date.value ? date.value : undefined;
}
