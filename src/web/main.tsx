import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageKeyOf } from '../shared/page-key';
import { App } from './app/App';
import { setLoginRedirect } from './app/login-redirect';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import './ui/theme.css';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // The lazy parts of this page first, so the router's first render is the page, never an empty screen.
  await loadMatchedRoutes(window.location);
  const router = createAppRouter();
  // A forced sign-out stays inside the app instead of reloading the page.
  setLoginRedirect((from) => {
    void router.navigate(`/login?from=${encodeURIComponent(from)}`, { replace: true });
  });
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The build prerendered the public pages and names in data-page the address each one shows. Another
  // address served that HTML (a name search served the catalogue's page) is drawn anew, not hydrated.
  const drawnFor = container.dataset.page;
  if (drawnFor && drawnFor === pageKeyOf(window.location.pathname, window.location.search)) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
