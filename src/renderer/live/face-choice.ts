/**
 * Which of a design's faces a page's text will use, chosen as CSS font matching chooses them (CSS Fonts 4,
 * §5.2): per character, the first family in the text's font-family list with a face covering it, that family's
 * faces narrowed first by style, then by weight, then by unicode-range. Pure, so the live page can load exactly
 * the faces the browser would have asked for, before any of them is in the page (live/fonts.ts).
 */

export interface FaceDescriptor {
  family: string;
  style: 'normal' | 'italic' | 'oblique';
  /** Lightest and boldest weight the face covers (equal for a static face). */
  weight: [number, number];
  /** Code point ranges; empty covers every character. */
  ranges: [number, number][];
}

/** Text set in one font: its font-family list, weight and style, and the characters drawn in it. */
export interface FaceUse {
  families: string[];
  weight: number;
  style: string;
  text: string;
}

/** A computed font-family list as names: quotes taken off, generic families kept as they are. */
export function familyList(fontFamily: string): string[] {
  return (fontFamily.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? [])
    .map((name) => name.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** A unicode-range descriptor (`U+0000-00FF, U+0131, U+4??`) as code point ranges; '' covers everything. */
export function parseUnicodeRange(descriptor: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of descriptor.split(',')) {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) continue;
    const [, start, end] = match;
    if (start!.includes('?'))
      ranges.push([parseInt(start!.replace(/\?/g, '0'), 16), parseInt(start!.replace(/\?/g, 'f'), 16)]);
    else ranges.push([parseInt(start!, 16), parseInt(end ?? start!, 16)]);
  }
  return ranges;
}

/** A font-weight descriptor ('400', '100 900', 'bold') as the weights it covers. */
export function parseWeight(descriptor: string): [number, number] {
  const named: Record<string, number> = { normal: 400, bold: 700 };
  const weights = descriptor
    .trim()
    .split(/\s+/)
    .map((word) => named[word] ?? Number(word))
    .filter((weight) => Number.isFinite(weight));
  if (weights.length === 0) return [400, 400];
  return [Math.min(...weights), Math.max(...weights)];
}

const covers = (face: FaceDescriptor, codePoint: number) =>
  face.ranges.length === 0 || face.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** The faces of one family a style and weight match (§5.2 steps 4a and 4b). */
function matching<T extends FaceDescriptor>(faces: T[], style: string, weight: number): T[] {
  const styles =
    style === 'italic'
      ? ['italic', 'oblique', 'normal']
      : style === 'oblique'
        ? ['oblique', 'italic', 'normal']
        : ['normal', 'oblique', 'italic'];
  const styled =
    styles.map((wanted) => faces.filter((face) => face.style === wanted)).find((list) => list.length > 0) ?? [];
  if (styled.length === 0) return [];
  const exact = styled.filter(({ weight: [min, max] }) => weight >= min && weight <= max);
  if (exact.length > 0) return exact;
  // Lighter first below 400, bolder first above 500, and between them up to 500 before going lighter.
  const lighter = styled.filter(({ weight: [, max] }) => max < weight).sort((a, b) => b.weight[1] - a.weight[1]);
  const bolder = styled.filter(({ weight: [min] }) => min > weight).sort((a, b) => a.weight[0] - b.weight[0]);
  const closest = (list: T[], pick: (face: T) => number) => list.filter((face) => pick(face) === pick(list[0]!));
  if (weight > 500) return bolder.length ? closest(bolder, (f) => f.weight[0]) : closest(lighter, (f) => f.weight[1]);
  if (weight < 400) return lighter.length ? closest(lighter, (f) => f.weight[1]) : closest(bolder, (f) => f.weight[0]);
  const upTo500 = bolder.filter(({ weight: [min] }) => min <= 500);
  if (upTo500.length) return closest(upTo500, (f) => f.weight[0]);
  return lighter.length ? closest(lighter, (f) => f.weight[1]) : closest(bolder, (f) => f.weight[0]);
}

/** The faces the uses' characters will be drawn with; characters no face covers fall through to the system. */
export function facesFor<T extends FaceDescriptor>(faces: T[], uses: FaceUse[]): Set<T> {
  const chosen = new Set<T>();
  const byFamily = new Map<string, T[]>();
  for (const face of faces) byFamily.set(face.family, [...(byFamily.get(face.family) ?? []), face]);
  for (const use of uses) {
    const candidates = use.families
      .filter((family) => byFamily.has(family))
      .map((family) => matching(byFamily.get(family)!, use.style, use.weight));
    for (const character of new Set(use.text)) {
      const codePoint = character.codePointAt(0)!;
      if (/\s/.test(character)) continue;
      for (const family of candidates) {
        // A face without a unicode-range may hold the character or not (only its file tells): as FontFaceSet.load()
        // does, every such face of the family is taken, with the ranged faces that name the character.
        const covering = family.filter((candidate) => covers(candidate, codePoint));
        covering.forEach((face) => chosen.add(face));
        if (covering.length > 0) break;
      }
    }
  }
  return chosen;
}
