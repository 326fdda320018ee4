import { describe, expect, it } from 'vitest';
import { findTemplate } from '../../../shared/catalogue';
import { similarTemplates } from './SimilarTemplates';

describe('similar templates', () => {
  it('offers the next designs of the same category, wrapping around, never the template itself', () => {
    expect(similarTemplates(findTemplate('wed002')!).map((t) => t.id)).toEqual([
      'wed003',
      'wed004',
      'wed005',
      'wed006',
    ]);
    expect(similarTemplates(findTemplate('kan004')!).map((t) => t.id)).toEqual(['kan001', 'kan002', 'kan003']);
    expect(similarTemplates(findTemplate('hou010')!, 2).map((t) => t.id)).toEqual(['hou001', 'hou002']);
  });
});
