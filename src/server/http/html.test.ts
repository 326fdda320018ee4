import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes every character that can end a text or a quoted attribute, the single quote too', () => {
    expect(escapeHtml(`O'Brien & "Sons" <b>`)).toBe('O&#x27;Brien &amp; &quot;Sons&quot; &lt;b&gt;');
  });

  it('writes what React writes, so a filled-in page reads as React drew it', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const text = `a'b"c&d<e>f`;
    expect(renderToStaticMarkup(createElement('p', { title: text }, text))).toBe(
      `<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`,
    );
  });
});
