import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONTACT_PLACEHOLDER as stand, chatLink, telLink } from '../../shared/business-contact';
import { loadPrerenderedPages, writeBusinessContact } from './prerendered';

/** A page as the build draws it: the stand-in contact in links, in text and in the app's <meta>. */
const drawn = [
  `<meta name="business-contact" data-whatsapp="${stand.whatsappNumber}" data-phone="${stand.phone}" data-email="${stand.email}" />`,
  `<a href="${chatLink(stand.whatsappNumber, 'Hi! A demo, please & thanks').replace(/&/g, '&amp;')}">WhatsApp</a>`,
  `<a href="${telLink(stand.phone)}">${stand.phone}</a>`,
  `<a href="mailto:${stand.email}">${stand.email}</a>`,
].join('\n');

describe('the business contact written into a prerendered page', () => {
  const configured = { whatsappNumber: '+91 98450 12345', phone: '+91 80 4000 1234', email: 'sales+shop@example.in' };

  it('puts the configured contact in every link and text, in each one its own form', () => {
    const html = writeBusinessContact(drawn, configured);
    expect(html).toContain('<a href="https://wa.me/919845012345?text=Hi!%20A%20demo%2C%20please%20%26%20thanks">');
    expect(html).toContain('<a href="tel:+918040001234">+91 80 4000 1234</a>');
    expect(html).toContain('<a href="mailto:sales+shop@example.in">sales+shop@example.in</a>');
    expect(html).toContain(
      '<meta name="business-contact" data-whatsapp="+91 98450 12345" data-phone="+91 80 4000 1234" data-email="sales+shop@example.in" />',
    );
    for (const value of Object.values(stand)) expect(html).not.toContain(value);
  });

  it('escapes what the configuration holds, so it cannot break out of an attribute', () => {
    const html = writeBusinessContact(drawn, { ...configured, email: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('data-email="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('the prerendered pages at start', () => {
  it('reads a page on its first request, not at start, and keeps it', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'prerendered-'));
    try {
      const pages = join(webDist, 'pages');
      mkdirSync(pages);
      const manifest = { pages: { '/': 'home.html', '/temp': 'temp.html' }, notFound: '404.html' };
      writeFileSync(
        join(pages, 'manifest.json'),
        JSON.stringify({ ...manifest, notFoundPathToken: '@@', appPaths: [] }),
      );
      writeFileSync(join(pages, '404.html'), 'not found');
      writeFileSync(join(pages, 'home.html'), `<a href="mailto:${stand.email}">home</a>`);
      // Not there yet at start: a start that read every page would fail here.
      const site = loadPrerenderedPages(webDist, { ...stand, email: 'shop@example.in' })!;
      writeFileSync(join(pages, 'temp.html'), 'the catalogue');

      expect(site.answer('/temp', '', 'https://shop.example')?.body.html).toBe('the catalogue');
      expect(site.answer('/', '', 'https://shop.example')?.body.html).toBe('<a href="mailto:shop@example.in">home</a>');
      writeFileSync(join(pages, 'temp.html'), 'changed on disk');
      expect(site.answer('/temp', '', 'https://shop.example')?.body.html).toBe('the catalogue');
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
