import { describe, expect, it } from 'vitest';
import { facesFor, familyList, parseUnicodeRange, parseWeight, type FaceDescriptor } from './face-choice';

const LATIN: [number, number][] = [[0x0000, 0x00ff]];
const face = (
  family: string,
  weight: number,
  ranges: [number, number][] = [],
  style: FaceDescriptor['style'] = 'normal',
) => ({
  family,
  style,
  weight: [weight, weight] as [number, number],
  ranges,
  name: `${family} ${style} ${weight} ${ranges.length ? ranges[0]![0].toString(16) : 'any'}`,
});
const names = (chosen: Set<{ name: string }>) => [...chosen].map(({ name }) => name).sort();

describe('reading descriptors', () => {
  it('lists a computed font-family without its quotes', () => {
    expect(familyList('"Josefin Sans", Poppins, system-ui, "Segoe UI", sans-serif')).toEqual([
      'Josefin Sans',
      'Poppins',
      'system-ui',
      'Segoe UI',
      'sans-serif',
    ]);
  });

  it('reads unicode ranges, single code points and wildcards', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131, U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(parseUnicodeRange('')).toEqual([]);
  });

  it('reads static, variable and named weights', () => {
    expect(parseWeight('600')).toEqual([600, 600]);
    expect(parseWeight('100 900')).toEqual([100, 900]);
    expect(parseWeight('bold')).toEqual([700, 700]);
  });
});

describe('facesFor', () => {
  const josefin300 = face('Josefin Sans', 300, LATIN);
  const josefin600 = face('Josefin Sans', 600, LATIN);
  const poppinsLatin400 = face('Poppins', 400);
  const poppinsLatin600 = face('Poppins', 600);
  const poppinsDevanagari400 = face('Poppins', 400, [[0x0900, 0x097f]]);
  const faces = [josefin300, josefin600, poppinsLatin400, poppinsLatin600, poppinsDevanagari400];

  it('takes, per character, the first family with a face for it: Devanagari in a Latin face falls to the next', () => {
    const chosen = facesFor(faces, [
      { families: ['Josefin Sans', 'Poppins', 'sans-serif'], weight: 600, style: 'normal', text: 'अनन्या Ananya' },
    ]);
    // Poppins has no Devanagari face at 600: its 600 face without a range is the one to try, as a browser would.
    expect(names(chosen)).toEqual([josefin600.name, poppinsLatin600.name].sort());
  });

  it('takes the weight CSS matching would: 400 asked of 300 and 600 takes 300, 700 takes 600', () => {
    expect(names(facesFor(faces, [{ families: ['Josefin Sans'], weight: 400, style: 'normal', text: 'A' }]))).toEqual([
      josefin300.name,
    ]);
    expect(names(facesFor(faces, [{ families: ['Josefin Sans'], weight: 700, style: 'normal', text: 'A' }]))).toEqual([
      josefin600.name,
    ]);
  });

  it('takes every face of the weight that may hold a character, and none for a family the page does not name', () => {
    const chosen = facesFor(faces, [{ families: ['Poppins'], weight: 400, style: 'normal', text: 'नमस्ते' }]);
    expect(names(chosen)).toEqual([poppinsLatin400.name, poppinsDevanagari400.name].sort());
    expect(facesFor(faces, [{ families: ['Lora', 'serif'], weight: 400, style: 'normal', text: 'A' }]).size).toBe(0);
  });

  it('prefers an italic face for italic text and a normal one when the family has none', () => {
    const italic = face('Lora', 400, LATIN, 'italic');
    const upright = face('Lora', 400, LATIN);
    expect(
      names(facesFor([italic, upright], [{ families: ['Lora'], weight: 400, style: 'italic', text: 'a' }])),
    ).toEqual([italic.name]);
    expect(names(facesFor([upright], [{ families: ['Lora'], weight: 400, style: 'italic', text: 'a' }]))).toEqual([
      upright.name,
    ]);
  });

  it('loads nothing for spaces alone', () => {
    expect(facesFor(faces, [{ families: ['Josefin Sans'], weight: 600, style: 'normal', text: ' \n ' }]).size).toBe(0);
  });
});
