import type { ContentData, ContentLayout } from '../../shared/content';
import { readSection, type FieldValue } from '../view';

function coverValue(
  layout: ContentLayout,
  content: ContentData,
  predicate: (item: FieldValue) => boolean,
): FieldValue | undefined {
  const first = layout.sections[0];
  return first ? readSection(first, 0, content).values.find(predicate) : undefined;
}

/** The date on the invitation's cover as typed (YYYY-MM-DD), read as the cover and the page's summary read it. */
export function coverDate(layout: ContentLayout, content: ContentData): string | undefined {
  const date = coverValue(layout, content, (item) => item.field.kind === 'date' && !/End/.test(item.field.name));
  return typeof date?.value === 'string' && date.value ? date.value : undefined;
}

/** The cover's picture (a stored file name or `sample:<subject>`), as the cover picks it: an image, not a logo. */
export function coverPicture(layout: ContentLayout, content: ContentData): string | undefined {
  const logo = (item: FieldValue) => /Logo/.test(item.field.name);
  const picture = coverValue(layout, content, (item) => item.field.kind === 'image' && !logo(item));
  return typeof picture?.value === 'string' && picture.value ? picture.value : undefined;
}
