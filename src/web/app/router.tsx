import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import ErrorScreen from './ErrorScreen';
import { setLoginRedirect } from './login-redirect';
import { routes } from './routes';
import { ScrollOnNavigate } from './scroll';

/** The route tree, shared by the browser, the build's prerendering and the server's list of known paths. */
export const appRoutes: RouteObject[] = routes;

type LoadRoute = () => Promise<{ Component?: ComponentType | null }>;

/** Pages whose code has been loaded, by route: drawn at once, without suspending. */
const loaded = new Map<RouteObject, ComponentType>();

/**
 * Loads the lazy routes that match the address before the first render, so it is the page itself, as in the
 * prerendered HTML, instead of a suspended boundary while their chunks load.
 */
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || loaded.has(route)) return;
      const { Component: Page } = await (route.lazy as LoadRoute)();
      if (Page) loaded.set(route, Page);
    }),
  );
}

/**
 * The routes as the declarative router draws them. React Router's data router (createBrowserRouter, which
 * understands `lazy` and `errorElement`) weighs about 17 kB gzip more in every page's first load than
 * <BrowserRouter> with useRoutes; no route has a loader or action, so the lighter one does the same work here:
 * a lazy route becomes a component that draws the loaded page, or suspends while its chunk loads.
 */
function declarative(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const { lazy: load, children, ...rest } = route;
    const out = { ...rest } as RouteObject;
    if (children) out.children = declarative(children);
    if (typeof load === 'function') {
      const Lazy = lazy(async () => {
        const { Component: Page } = await (load as LoadRoute)();
        if (!Page) throw new Error(`route ${route.path ?? '(layout)'} has no component`);
        loaded.set(route, Page);
        return { default: Page };
      });
      out.Component = function LazyRoute() {
        const Page = loaded.get(route);
        return Page ? <Page /> : <Lazy />;
      };
    }
    return out;
  });
}

const drawnRoutes = declarative(appRoutes);

interface BoundaryProps {
  /** A new address clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** A page that fails to render or whose code cannot be loaded shows the error screen instead of a blank one. */
class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * Tells the boot script (early-input.ts, PAGE_HYDRATED_EVENT) that the page is the app's now, so the taps and
 * typing it kept are given to the app. Its effect runs once the page beside it has hydrated: React hydrates what
 * is inside a Suspense boundary after the rest of the tree. (The name is written out: importing early-input.ts
 * here would give that module a chunk of its own, which the boot script would have to wait for.)
 */
function AnnounceHydrated() {
  useEffect(() => void document.dispatchEvent(new Event('utsav:page-hydrated')), []);
  return null;
}

/** Every page under the error screen, inside <BrowserRouter> (main.tsx) or <StaticRouter> (prerendering). */
export function AppRoutes() {
  const page = useRoutes(drawnRoutes);
  const location = useLocation();
  const navigate = useNavigate();
  // A forced sign-out stays inside the app instead of reloading the page.
  useEffect(() => {
    setLoginRedirect((from) => {
      void navigate(`/login?from=${encodeURIComponent(from)}`, { replace: true });
    });
  }, [navigate]);
  return (
    <PageErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        {page}
        <AnnounceHydrated />
      </Suspense>
      <ScrollOnNavigate />
    </PageErrorBoundary>
  );
}
