/**
 * Each public page's title, description, canonical address, preview card and structured data, from the same
 * catalogue, blog and policy the pages draw. The build writes them into each prerendered page's <head>;
 * PublicLayout sets the title, description and canonical address again when the app moves to another page.
 */
import { artUrl } from '../../../shared/art/urls';
import { findPost } from '../../../shared/blog';
import { CATALOGUE_TABS, findTemplate } from '../../../shared/catalogue';
import { POLICY } from '../../../shared/policy';
import { discountedPrice, PACK_LABELS, PACK_TYPES } from '../../../shared/pricing';
import { NOT_FOUND_PAGE } from '../../../shared/page-key';

export interface PageHead {
  title: string;
  description: string;
  /** The canonical address's path (and query), joined to the site's public address. */
  path: string;
  /** Absolute path of the preview card's picture. */
  image?: string;
  type: 'website' | 'article' | 'product';
  /** schema.org objects, one JSON-LD script each. */
  jsonLd: object[];
  noindex?: boolean;
}

/** The cover as PNG (1200 x 630): link previews do not show SVG. */
const coverPng = (templateId: string) => artUrl(templateId, 'cover').replace(/\.svg$/, '.png');

const SITE_DESCRIPTION =
  'Digital invitation websites for weddings, engagements, birthdays, house-warmings, school events and festivals. 100+ templates designed for Indian traditions, mobile-friendly, priced in rupees.';

export function fullTitle(title: string): string {
  return title ? `${title} · ${POLICY.productName}` : `${POLICY.productName} · Digital Invitations for all your events`;
}

const page = (title: string, description: string, path: string, extra: Partial<PageHead> = {}): PageHead => ({
  title: fullTitle(title),
  description,
  path,
  type: 'website',
  jsonLd: [],
  ...extra,
});

/** The head of the page at this key (see pageKeyOf), or null for pages without one of their own. */
export function pageHead(key: string, origin: string): PageHead | null {
  const [pathname, query = ''] = key.split('?');
  if (pathname === '/') {
    return page('', SITE_DESCRIPTION, '/', {
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: POLICY.productName,
          legalName: POLICY.company,
          url: `${origin}/`,
          logo: `${origin}/favicon.svg`,
        },
      ],
    });
  }
  if (pathname === '/temp') {
    const tab = CATALOGUE_TABS.find((t) => `category=${t.key}` === query && t.key !== 'all');
    return tab
      ? page(
          `${tab.label} invitation templates`,
          `${tab.label} invitation website templates: open any design to see its live demo and its prices in rupees.`,
          `/temp?category=${tab.key}`,
        )
      : page(
          'Invitation templates',
          'Find the perfect invitation: 100+ website templates for every Indian celebration. Open any template to see its live demo and prices.',
          '/temp',
        );
  }
  if (pathname === '/blog') {
    return page('Blog', 'Wording ideas, etiquette and design tips for invitations your guests will remember.', '/blog');
  }
  if (pathname === '/terms') {
    return page(
      'Terms of Service',
      `The terms of buying and using ${POLICY.productName} invitation websites.`,
      '/terms',
    );
  }
  if (pathname === '/privacy') {
    return page(
      'Privacy Policy',
      `What ${POLICY.productName} collects, why, and how it is kept and deleted.`,
      '/privacy',
    );
  }
  if (pathname === NOT_FOUND_PAGE) {
    return page('Page not found', 'This page is not here. It may have moved, or the link may have a typo.', '/', {
      noindex: true,
    });
  }
  const detail = /^\/tempdetails\/([^/]+)$/.exec(pathname);
  if (detail) {
    const template = findTemplate(decodeURIComponent(detail[1]));
    if (!template) return null;
    const path = `/tempdetails/${template.id}`;
    const image = coverPng(template.id);
    return page(`${template.name} · ${template.category} invitation website`, template.details, path, {
      type: 'product',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: template.name,
          description: template.details,
          sku: template.id,
          category: `${template.category} invitation website`,
          image: [`${origin}${image}`, `${origin}${template.tumbnail_url}`],
          brand: { '@type': 'Brand', name: POLICY.productName },
          offers: PACK_TYPES.map((pack) => ({
            '@type': 'Offer',
            name: `${PACK_LABELS[pack]} pack`,
            price: discountedPrice(template, pack).toFixed(2),
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url: `${origin}${path}`,
          })),
        },
      ],
    });
  }
  const blog = /^\/blog\/([^/]+)$/.exec(pathname);
  if (blog) {
    const post = findPost(decodeURIComponent(blog[1]));
    if (!post) return null;
    const path = `/blog/${post.id}`;
    const image = coverPng(post.coverTemplateId);
    return page(post.heading, post.summary, path, {
      type: 'article',
      image,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.heading,
          description: post.summary,
          datePublished: post.publishedDate,
          image: [`${origin}${image}`],
          url: `${origin}${path}`,
          mainEntityOfPage: `${origin}${path}`,
          author: { '@type': 'Organization', name: POLICY.productName },
          publisher: { '@type': 'Organization', name: POLICY.productName, logo: `${origin}/favicon.svg` },
        },
      ],
    });
  }
  return null;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The <head> tags of a page, for the prerendered HTML. */
export function headTags(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}`;
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:site_name" content="${escapeAttr(POLICY.productName)}" />`,
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : head.type === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}" />`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeAttr(origin + head.image)}" />`,
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      `<meta property="og:image:alt" content="${escapeAttr(head.title)}" />`,
      `<meta name="twitter:image" content="${escapeAttr(origin + head.image)}" />`,
    );
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
