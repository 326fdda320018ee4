import { getDefaultStore, Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../ui/toast';
import { AppRoutes } from './router';

/** The app: router and toasts. src/web/storefront/prerender.tsx draws the same tree for the prerendered pages. */
export function App() {
  return (
    <Provider store={getDefaultStore()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </Provider>
  );
}
