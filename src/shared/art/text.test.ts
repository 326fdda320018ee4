/** Text in the drawn art (the link preview, the catalogue's covers) in Indian scripts, as a rasteriser shapes it. */
import { describe, expect, it } from 'vitest';
import { text } from './text';
import type { TextStyle } from './theme';

const spaced: TextStyle = {
  family: "Lora, 'Times New Roman', serif",
  weight: 400,
  italic: false,
  upper: false,
  spacing: 0.1,
  width: 0.5,
};
const draw = (content: string) => text(0, 0, content, spaced, { size: 20, fill: '#000' });

describe('text in the art', () => {
  it('keeps Latin text as its style sets it', () => {
    const latin = draw('You are invited');
    expect(latin).toContain(`font-family="Lora, 'Times New Roman', serif"`);
    expect(latin).toContain('letter-spacing="2"');
  });

  it('draws Indian scripts with their own faces named before the generic family, and no letter-spacing', () => {
    const tamil = draw('தங்களை அன்புடன் அழைக்கிறோம்');
    expect(tamil).not.toContain('letter-spacing');
    expect(tamil).toMatch(
      /font-family="Lora, 'Times New Roman', Noto Sans Devanagari, [^"]*Noto Sans Tamil[^"]*, serif"/,
    );
  });
});
