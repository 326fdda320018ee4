/**
 * The storefront's public pages: the addresses the build prerenders into HTML, the server answers with that
 * HTML, and the sitemap lists. Built from the catalogue and the blog, which are part of the product (not data
 * an admin edits at runtime), so a page's HTML can only change with a new build.
 */
import { BLOG_POSTS } from '../blog';
import { CATALOGUE_TABS, TEMPLATES } from '../catalogue';

/** Written into the prerendered HTML where the site's public address goes; the server puts PUBLIC_URL there. */
export const ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

/** Every public page's key, in sitemap order (the catalogue's tabs as `/temp?category=<tab>`). */
export function publicPageKeys(): string[] {
  return [
    '/',
    '/temp',
    ...CATALOGUE_TABS.filter((tab) => tab.key !== 'all').map((tab) => `/temp?category=${tab.key}`),
    ...TEMPLATES.map((template) => `/tempdetails/${template.id}`),
    '/blog',
    ...BLOG_POSTS.map((post) => `/blog/${post.id}`),
    '/terms',
    '/privacy',
  ];
}
