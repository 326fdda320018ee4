import { describe, expect, it } from 'vitest';
import { billFor, gstOn, PACK_TYPES } from '../pricing';
import { CATALOGUE_TABS, categoryOfId, filterTemplates, findTemplate, TEMPLATES } from './index';

describe('catalogue', () => {
  it('has 100+ templates with unique ids and keys, each fully priced and designed', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.key)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      expect(t.rank).toBe(130);
      expect(t.on_discount).toBe(true);
      expect(t.sections_model).toBeNull();
      for (const pack of PACK_TYPES) expect(t[`${pack}_pack_discount_price`]).toBeLessThan(t[`${pack}_pack_price`]);
    }
  });

  it('gives distinct designs across the catalogue', () => {
    const looks = new Set(
      TEMPLATES.map((t) => `${t.design.palette.name}|${t.design.fonts}|${t.design.motif}|${t.design.layout}`),
    );
    expect(looks.size).toBeGreaterThan(TEMPLATES.length * 0.8);
  });

  it('prices house-warming 001 and 002 higher on the list, same discounted', () => {
    const hou = findTemplate('HOU001')!;
    expect([hou.basic_pack_price, hou.premium_pack_price, hou.luxury_pack_price]).toEqual([7999, 9999, 12999]);
    expect([hou.basic_pack_discount_price, hou.premium_pack_discount_price, hou.luxury_pack_discount_price]).toEqual([
      2999, 4999, 5999,
    ]);
    expect(findTemplate('hou003')!.basic_pack_price).toBe(4999);
  });

  it('derives the category from the id prefix', () => {
    expect(categoryOfId('wed007')?.label).toBe('Wedding');
    expect(categoryOfId('bir001')?.model).toBe(52);
    expect(categoryOfId('xyz001')).toBeUndefined();
  });

  it('filters tabs by prefix and All by name search', () => {
    expect(filterTemplates(TEMPLATES, 'school', '').every((t) => t.id.startsWith('sch'))).toBe(true);
    const festive = filterTemplates(TEMPLATES, 'festivities', '');
    expect(new Set(festive.map((t) => t.id.slice(0, 3)))).toEqual(new Set(['cha', 'upa', 'kan', 'ram']));
    expect(filterTemplates(TEMPLATES, 'all', 'ROYALE').map((t) => t.id)).toEqual(['wed002']);
    const covered = new Set(
      CATALOGUE_TABS.slice(1).flatMap((tab) => filterTemplates(TEMPLATES, tab.key).map((t) => t.id)),
    );
    expect(covered.size).toBe(TEMPLATES.length);
  });
});

describe('pricing', () => {
  it('adds 18% GST rounded to whole rupees on the discounted price', () => {
    expect(gstOn(2999)).toBe(540);
    expect(billFor(findTemplate('wed001')!, 'basic')).toEqual({
      cartTotal: 4999,
      totalDiscount: 2000,
      gst: 540,
      totalBilling: 3539,
    });
    expect(billFor(findTemplate('wed001')!, 'premium')).toEqual({
      cartTotal: 6999,
      totalDiscount: 2000,
      gst: 900,
      totalBilling: 5899,
    });
    expect(billFor(findTemplate('wed001')!, 'luxury')).toEqual({
      cartTotal: 8999,
      totalDiscount: 3000,
      gst: 1080,
      totalBilling: 7079,
    });
    expect(billFor(findTemplate('hou002')!, 'luxury')).toEqual({
      cartTotal: 12999,
      totalDiscount: 7000,
      gst: 1080,
      totalBilling: 7079,
    });
  });
});
