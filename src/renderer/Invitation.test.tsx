import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../generated';
import { TEMPLATES } from '../shared/catalogue';
import type { ContentData, ContentSchemaEntry, FieldSlot } from '../shared/content';
import { displayValue } from './sections/FieldList';
import { Invitation } from './Invitation';
import { hasValue, readSection } from './view';

const samples = import.meta.glob<ContentData>('../../schemas/samples/*.json', { import: 'default', eager: true });

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

function valueAt(content: ContentData, slot: FieldSlot): unknown {
  let node: unknown = content;
  for (const key of slot.dataPath)
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

describe('the invitation shows everything a buyer fills in', () => {
  for (const [name, raw] of Object.entries(contentSchemas)) {
    const entry = raw as unknown as ContentSchemaEntry;
    const template = TEMPLATES.find((t) => t.schema === name)!;
    const content = samples[`../../schemas/samples/${name}.json`]!;

    it(`${name}: every filled section and value of the sample is on the page`, () => {
      const html = renderToString(
        <Invitation design={template.design} layout={entry.layout} content={content} templateName={template.name} />,
      );
      const missing: string[] = [];
      const expectIn = (text: string, what: string) => {
        if (!html.includes(text)) missing.push(`${what}: ${text}`);
      };
      entry.sections.forEach((section, index) => {
        const view = readSection(section, index, content);
        if (!view.empty && view.visible) expectIn(`id="inv-${section.key}"`, `section ${section.key}`);
      });
      const hidden = new Set(entry.sections.filter((s, i) => !readSection(s, i, content).visible).map((s) => s.key));
      for (const slot of entry.layout.slots) {
        const value = valueAt(content, slot);
        const field = slot.field;
        if (!hasValue(value) || hidden.has(field.section) || (field.kind === 'boolean' && /^Show/.test(field.name)))
          continue;
        if (field.kind === 'image') expectIn(`data-sample="${String(value).slice('sample:'.length)}"`, slot.wireName);
        else if (field.kind === 'url') expectIn(`href="${escape(new URL(String(value)).href)}"`, slot.wireName);
        else if (field.kind === 'boolean') expectIn(escape(field.label), slot.wireName);
        else expectIn(escape(displayValue(field, value)), slot.wireName);
      }
      expect(missing).toEqual([]);
    });
  }

  it('renders guest text as text', () => {
    const entry = contentSchemas.wedding as unknown as ContentSchemaEntry;
    const html = renderToString(
      <Invitation
        design={TEMPLATES[0]!.design}
        layout={entry.layout}
        content={{
          cover: { BrideName: '<img src=x onerror=alert(1)>' },
          venue: { VenueMapLink: 'javascript:alert(1)', VenueAddress: 'Hall' },
        }}
        templateName="x"
      />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
  });
});
