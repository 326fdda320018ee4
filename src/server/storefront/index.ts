/** What other server folders may use from the storefront: the sitemap and robots.txt, served outside the API. */
export { default as sitemapRoutes } from './sitemap';
