import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../generated';
import { findTemplate } from '../shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../shared/content';
import { EMPTY_LOOK, paletteChoices, resolveLook } from '../shared/look';
import { Invitation } from './Invitation';

const samples = import.meta.glob<ContentData>('../../schemas/samples/wedding.json', {
  import: 'default',
  eager: true,
});
const content = samples['../../schemas/samples/wedding.json']!;
const entry = contentSchemas.wedding as unknown as ContentSchemaEntry;
const template = findTemplate('wed001')!;

function render(pack: 'basic' | 'luxury', initialLanguage?: 'hi' | 'kn') {
  const look = resolveLook(
    template,
    {
      ...EMPTY_LOOK,
      palette: paletteChoices(template)[1]!.name,
      fonts: 'modern',
      music: { source: 'bundled', track: 'festive-bells' },
      texts: [{ lang: 'hi', field: 'BrideName', text: 'अनन्या' }],
    },
    pack,
  );
  return renderToString(
    <Invitation
      design={look.design}
      layout={entry.layout}
      content={content}
      templateName={template.name}
      mode="live"
      look={look}
      initialLanguage={initialLanguage}
    />,
  );
}

describe('the look on the server-rendered page', () => {
  it('renders a luxury site in the language it was asked for, with the buyer’s own Hindi names', () => {
    const html = render('luxury', 'hi');
    expect(html).toContain('lang="hi"');
    expect(html).toContain('अनन्या');
    expect(html).toContain('रविवार');
    expect(html).toContain('तारीख़ याद रखें');
    expect(html).toContain('inv--modern');
    expect(html).toContain(`--inv-bg:${paletteChoices(template)[1]!.background}`);
    expect(html).toMatch(/<audio[^>]*src="\/music\/festive-bells.mp3"[^>]*preload="none"/);
    expect(html).toContain('aria-label="संगीत चलाएँ"');
  });

  it('gives a basic site its colours only: no music, no switch, the template’s fonts, English', () => {
    const html = render('basic', 'hi');
    expect(html).toContain(`--inv-bg:${paletteChoices(template)[1]!.background}`);
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('inv-lang');
    expect(html).toContain(`inv--${template.design.fonts}`);
    expect(html).toContain('Save the date');
    expect(html).not.toContain('अनन्या');
  });
});
