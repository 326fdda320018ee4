/**
 * The buyer's own texts in a second language: which fields may have one (plain and long text, names and
 * messages included), and the content as a guest who picked that language reads it.
 */
import type { ContentData, ContentLayout, FieldSlot } from '../content';

export function translatableSlots(layout: ContentLayout): FieldSlot[] {
  return layout.slots.filter((slot) => slot.field.kind === 'text' || slot.field.kind === 'textarea');
}

/** The content with every given translation in place of the English value; content without one is unchanged. */
export function withSecondTexts(
  layout: ContentLayout,
  content: ContentData,
  texts: Record<string, string> | undefined,
): ContentData {
  if (!texts) return content;
  const given = translatableSlots(layout).filter((slot) => texts[slot.wireName]?.trim());
  if (given.length === 0) return content;
  const copy = structuredClone(content) as Record<string | number, unknown>;
  for (const slot of given) {
    let node: Record<string | number, unknown> = copy;
    const path = slot.dataPath;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
    node[path[path.length - 1]!] = texts[slot.wireName]!.trim();
  }
  return copy as ContentData;
}
