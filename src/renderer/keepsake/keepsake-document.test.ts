import { describe, expect, it } from 'vitest';
import { findTemplate } from '../../shared/catalogue';
import { keepsakeDocument } from '.';

describe('the keepsake book’s document', () => {
  it('is titled in the book’s first language when the buyer gave no title in it', () => {
    const book = (languages: ('en' | 'hi' | 'kn')[]) =>
      keepsakeDocument(
        { size: 'A5', design: findTemplate('wed001')!.design, languages, titles: {}, groups: [], scriptFamilies: '' },
        '',
        'https://example.in',
      );
    expect(book(['hi'])).toContain('<title>हमारी यादों की किताब</title>');
    expect(book(['kn'])).toContain('<title>ನಮ್ಮ ನೆನಪಿನ ಪುಸ್ತಕ</title>');
    expect(book(['hi'])).toContain('aria-label="मुखपृष्ठ"');
  });
});
