import { getDefaultStore, Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../ui/toast';
import type { createAppRouter } from './router';

/** The app: router and toasts. src/web/storefront/prerender.tsx draws the same tree for the prerendered pages. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Provider store={getDefaultStore()}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}
