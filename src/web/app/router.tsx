import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../storefront';
import { routes } from './routes';

/** The whole route tree under one error screen, shared by the browser's router and the build's prerendering. */
export const appRoutes: RouteObject[] = [{ errorElement: <ErrorScreen />, children: routes }];

/**
 * Loads the lazy routes that match the address before the router exists, so its first render is the page
 * itself, as in the prerendered HTML, instead of nothing while their chunks load (a hydration mismatch).
 */
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
