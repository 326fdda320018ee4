import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageKeyOf } from '../shared/page-key';
import { App } from './app/App';
import { loadMatchedRoutes } from './app/router';
import './ui/theme.css';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // The lazy parts of this page first, so the first render is the page, never an empty screen.
  await loadMatchedRoutes(window.location);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The build prerendered the public pages and names in data-page the address each one shows. Another
  // address served that HTML (a name search served the catalogue's page) is drawn anew, not hydrated.
  const drawnFor = container.dataset.page;
  if (drawnFor && drawnFor === pageKeyOf(window.location.pathname, window.location.search)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap or a scroll meanwhile is answered at once (taps and typing before it:
    // app/early-input.ts).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

void start();
