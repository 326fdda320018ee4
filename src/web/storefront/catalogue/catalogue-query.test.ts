import { describe, expect, it } from 'vitest';
import { CATALOGUE_TABS, filterTemplates, TEMPLATES } from '../../../shared/catalogue';
import { afterSearch, afterTab, readCatalogueQuery, writeCatalogueQuery } from './catalogue-query';

const read = (search: string) => readCatalogueQuery(new URLSearchParams(search));

describe('catalogue address', () => {
  it('starts on the category tab, or All when it is missing or unknown', () => {
    expect(read('?category=school')).toEqual({ tab: 'school', search: '' });
    expect(read('')).toEqual({ tab: 'all', search: '' });
    expect(read('?category=business-events')).toEqual({ tab: 'all', search: '' });
    expect(read('?query=Royal')).toEqual({ tab: 'all', search: 'Royal' });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCatalogueQuery({ tab: 'all', search: '' }).toString()).toBe('');
    expect(writeCatalogueQuery({ tab: 'all', search: 'sagai ring' }).toString()).toBe('query=sagai+ring');
    expect(writeCatalogueQuery({ tab: 'party', search: 'ignored' }).toString()).toBe('category=party');
    expect(writeCatalogueQuery({ tab: 'all', search: '   ' }).toString()).toBe('');
  });

  it('round-trips every tab', () => {
    for (const tab of CATALOGUE_TABS)
      expect(read(`?${writeCatalogueQuery({ tab: tab.key, search: '' })}`).tab).toBe(tab.key);
  });

  it('searching moves to All and choosing a tab clears the search', () => {
    expect(afterSearch('gala')).toEqual({ tab: 'all', search: 'gala' });
    expect(afterTab('birthday', 'gala')).toEqual({ tab: 'birthday', search: '' });
    expect(afterTab('all', 'gala')).toEqual({ tab: 'all', search: 'gala' });
  });
});

describe('catalogue filtering as the page uses it', () => {
  it('searches names on All without regard to case and ignores the search on other tabs', () => {
    const upper = filterTemplates(TEMPLATES, 'all', 'NIGHT').map((t) => t.id);
    expect(upper).toEqual(filterTemplates(TEMPLATES, 'all', 'night').map((t) => t.id));
    expect(upper.length).toBeGreaterThan(1);
    for (const id of upper) expect(TEMPLATES.find((t) => t.id === id)!.name.toLowerCase()).toContain('night');
    expect(filterTemplates(TEMPLATES, 'wedding', 'night')).toEqual(filterTemplates(TEMPLATES, 'wedding'));
  });

  it('finds nothing for a name no template has (the page then shows its loading animation)', () => {
    expect(filterTemplates(TEMPLATES, 'all', 'zzzz')).toEqual([]);
  });

  it('gives every tab but All only its own id prefixes, and All everything', () => {
    expect(filterTemplates(TEMPLATES, 'all')).toHaveLength(TEMPLATES.length);
    for (const tab of CATALOGUE_TABS.filter((t) => t.key !== 'all')) {
      const prefixes: readonly string[] = tab.prefixes;
      const shown = filterTemplates(TEMPLATES, tab.key);
      expect(shown.length, tab.key).toBeGreaterThan(0);
      expect(shown.every((t) => prefixes.includes(t.id.slice(0, 3)))).toBe(true);
      expect(shown).toHaveLength(TEMPLATES.filter((t) => prefixes.includes(t.id.slice(0, 3))).length);
    }
  });
});
