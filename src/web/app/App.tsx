import { getDefaultStore, Provider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorScreen } from '../storefront';
import { Toaster } from '../ui/toast';
import { setLoginRedirect } from './login-redirect';
import { routes } from './routes';

const router = createBrowserRouter([{ errorElement: <ErrorScreen />, children: routes }]);

// A forced sign-out stays inside the app instead of reloading the page.
setLoginRedirect((from) => {
  void router.navigate(`/login?from=${encodeURIComponent(from)}`, { replace: true });
});

export function App() {
  return (
    <Provider store={getDefaultStore()}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>
  );
}
