import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allContentSchemas } from '../../generated';
import { componentsToFormData, formDataToComponents, normaliseFormData } from './mapping';
import { contentArbitrary } from './testing/content-arbitrary';
import type { Component } from './schema-types';

const TEMPLATE_ID = 'tpl007';
// Per property and schema; every schema and property: a few seconds on a small machine.
const RUNS = 60;
const entries = allContentSchemas;

function shuffleAndRecase(components: Component[], seed: number[]): Component[] {
  return components
    .map((component, i) => ({
      component: {
        ...component,
        comp_id: seed[i % seed.length]! % 2 ? component.comp_id.toUpperCase() : component.comp_id.toLowerCase(),
      },
      order: seed[(i * 7) % seed.length]! + i / 1000,
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ component }) => component);
}

describe.each(entries.map((entry) => [entry.name, entry] as const))('component mapping of %s', (_name, entry) => {
  const layout = entry.layout;
  const content = contentArbitrary(layout);

  it('round-trips valid content exactly, and the content stays valid', () => {
    fc.assert(
      fc.property(content, (data) => {
        const components = formDataToComponents(layout, TEMPLATE_ID, data);
        const back = componentsToFormData(layout, TEMPLATE_ID, components);
        expect(back.unknown).toEqual([]);
        expect(back.invalid).toEqual([]);
        expect(back.data).toEqual(data);
        expect(entry.validate(back.data)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('matches ids whatever their case and order, and gives the same components back', () => {
    fc.assert(
      fc.property(content, fc.array(fc.nat(100), { minLength: 1, maxLength: 20 }), (data, seed) => {
        const components = formDataToComponents(layout, TEMPLATE_ID, data);
        const back = componentsToFormData(layout, TEMPLATE_ID, shuffleAndRecase(components, seed));
        expect(back.data).toEqual(data);
        expect(formDataToComponents(layout, TEMPLATE_ID, back.data)).toEqual(components);
      }),
      { numRuns: RUNS },
    );
  });

  it('reports unknown names and ignores nothing else', () => {
    fc.assert(
      fc.property(content, fc.stringMatching(/^Zz[A-Za-z]{1,12}\d{0,2}$/), (data, bogus) => {
        const components = formDataToComponents(layout, TEMPLATE_ID, data);
        const extra = { comp_id: `${TEMPLATE_ID}-${bogus}`, comp_type: 'TEXT' as const, comp_value: 'x' };
        const otherTemplate = {
          ...(components[0] ?? extra),
          comp_id: `other001-${(components[0] ?? extra).comp_id.split('-')[1]}`,
        };
        const back = componentsToFormData(layout, TEMPLATE_ID, [...components, extra, otherTemplate]);
        expect(back.unknown).toEqual([extra.comp_id, otherTemplate.comp_id]);
        expect(back.data).toEqual(data);
      }),
      { numRuns: RUNS },
    );
  });

  it('emits only trimmed non-empty values, and normalising is idempotent', () => {
    const messy = content.chain((data) =>
      fc.constant(
        JSON.parse(
          JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? `  ${value}\t` : value)),
        ) as typeof data,
      ),
    );
    fc.assert(
      fc.property(messy, (data) => {
        const components = formDataToComponents(layout, TEMPLATE_ID, data);
        const untidy = components.filter((c) => c.comp_value === '' || c.comp_value !== c.comp_value.trim());
        expect(untidy).toEqual([]);
        const once = normaliseFormData(layout, data);
        expect(normaliseFormData(layout, once)).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });
});
