import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillGreeting, GREETING_MARK, greetingFrom, greetingSlots } from './greeting';

/** The greeting as the live page uses it: element text and a language link keeping the name. */
const page = (name: string) =>
  renderToString(
    createElement(
      'div',
      { 'aria-label': 'hero' },
      createElement('p', { className: 'live-greeting' }, `Dear ${name}`),
      createElement('a', { href: `?${new URLSearchParams({ lang: 'kn', to: name }).toString()}` }, 'ಕನ್ನಡ'),
    ),
  );

describe('a greeting filled into a page drawn once', () => {
  it.each([
    'Sharma family',
    `O'Brien & "Sons" <script>alert(1)</script>`,
    'शर्मा परिवार + मित्र = 100%',
    'a&b=c;d#e?f/g',
  ])('is the page React draws for %s', (name) => {
    const greeting = greetingFrom(name)!;
    expect(fillGreeting(greetingSlots(page(GREETING_MARK)), greeting)).toBe(page(greeting));
  });

  it('cleans a name to one bounded line of text', () => {
    expect(greetingFrom('  Sharma\n\tfamily\u202e ')).toBe('Sharma family');
    expect(greetingFrom('x'.repeat(300))).toHaveLength(60);
    expect(greetingFrom(' \u200b ')).toBeUndefined();
  });
});
