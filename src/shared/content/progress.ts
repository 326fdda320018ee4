import { packAllows } from './fields';
import type { ContentData, ContentLayout, FieldSlot, Pack } from './schema-types';

export interface ProgressCount {
  filled: number;
  total: number;
  /** Whole percent, 0 when there is nothing to fill. */
  percent: number;
}

export interface ContentProgress extends ProgressCount {
  /** Per section key, in display order. */
  sections: Record<string, ProgressCount>;
}

/**
 * Share of filled fields, for the customiser's "N% Completed" and the
 * dashboard card. Every wire slot counts (each gallery photo is one), except
 * on/off switches, which always have a value, and fields the buyer's pack does
 * not unlock.
 */
export function contentProgress(layout: ContentLayout, data: ContentData, pack: Pack = 'luxury'): ContentProgress {
  const sections: Record<string, ProgressCount> = {};
  for (const section of layout.sections) sections[section.key] = { filled: 0, total: 0, percent: 0 };
  let filled = 0;
  let total = 0;
  for (const slot of layout.slots) {
    if (slot.field.kind === 'boolean' || !packAllows(pack, slot.field.pack)) continue;
    const count = sections[slot.field.section]!;
    count.total += 1;
    total += 1;
    if (isFilled(slot, data)) {
      count.filled += 1;
      filled += 1;
    }
  }
  for (const count of Object.values(sections)) count.percent = percentOf(count.filled, count.total);
  return { filled, total, percent: percentOf(filled, total), sections };
}

function isFilled(slot: FieldSlot, data: ContentData): boolean {
  let node: unknown = data;
  for (const key of slot.dataPath) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (typeof node === 'string') return node.trim() !== '';
  return typeof node === 'number' && Number.isFinite(node);
}

function percentOf(filled: number, total: number): number {
  return total === 0 ? 0 : Math.round((filled / total) * 100);
}
