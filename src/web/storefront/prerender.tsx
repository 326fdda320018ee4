/**
 * The build's server-side entry (vite.config.ts builds it for Node after the browser build and runs it): draws
 * a public page from the same routes and components as the browser, for the build to write into HTML. Never
 * loaded by the browser or the server.
 */
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, appRoutes, loadMatchedRoutes } from '../app/router';
import { Toaster } from '../ui/toast';

import { NOT_FOUND_PAGE } from '../../shared/page-key';
import { BUSINESS_CONTACT_PLACEHOLDER } from '../../shared/business-contact';
import { ORIGIN_PLACEHOLDER, publicPageKeys } from '../../shared/site';
import { drawWithBusinessContact } from './common/business';
import { headTags, pageHead } from './seo/head';

export interface PrerenderedPage {
  /** The address it shows (see pageKeyOf); NOT_FOUND_PAGE for the not-found page. */
  key: string;
  /** <head> tags, with ORIGIN_PLACEHOLDER where the site's address goes. */
  head: string;
  /** What goes inside #root. */
  body: string;
  /** The address it was drawn at (data-page). */
  url: string;
}

/** Every public page and the not-found page (drawn at `notFoundUrl`, which the server replaces), in order. */
export async function renderAll(notFoundUrl: string): Promise<{ pages: PrerenderedPage[]; appPaths: string[] }> {
  const wanted = [...publicPageKeys().map((key) => ({ key, url: key })), { key: NOT_FOUND_PAGE, url: notFoundUrl }];
  const pages: PrerenderedPage[] = [];
  // The contact's links are in the HTML, drawn with a stand-in the server replaces with the configured contact.
  drawWithBusinessContact(BUSINESS_CONTACT_PLACEHOLDER);
  for (const { key, url } of wanted) {
    const head = pageHead(key, ORIGIN_PLACEHOLDER);
    if (!head) throw new Error(`prerender: no head for ${key}`);
    pages.push({ key, url, head: headTags(head, ORIGIN_PLACEHOLDER), body: await renderPage(url) });
  }
  return { pages, appPaths: appPaths() };
}

/** The HTML inside #root for this address (path and query), with every lazy part the first render shows. */
export async function renderPage(url: string): Promise<string> {
  await loadMatchedRoutes({ pathname: new URL(url, 'http://prerender.invalid').pathname });
  // The same tree as main.tsx's App, so hydration finds exactly this HTML (and useId the same ids).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={createStore()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
        <Toaster />
      </Provider>
    </StrictMode>,
    // Every part in place in the HTML: a large part (a page's deferred sections) would otherwise be written hidden
    // at the end of the page, for an inline script to move it into place, which a page without script never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Every route path the web app knows (`*` left out), so the server can answer an unknown one with a 404. */
export function appPaths(): string[] {
  const paths: string[] = [];
  const walk = (routes: typeof appRoutes, parent: string) => {
    for (const route of routes) {
      const path = route.path
        ? route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
      if (route.path && route.path !== '*') paths.push(path);
      if (route.index) paths.push(parent);
      if (route.children) walk(route.children, path);
    }
  };
  walk(appRoutes, '');
  return [...new Set(paths)];
}
