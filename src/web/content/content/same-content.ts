import type { ContentData, ContentLayout } from '../../../shared/content';
import { normaliseFormData } from '../../../shared/content';

/** Equal after a trip over the wire (trimmed, empties dropped, groups renumbered): nothing worth offering back. */
export function sameContent(layout: ContentLayout, a: ContentData, b: ContentData): boolean {
  return JSON.stringify(normaliseFormData(layout, a)) === JSON.stringify(normaliseFormData(layout, b));
}
