import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Draws a page of the signed-in app for a component test (run in happy-dom): a router at `path`, a fresh jotai
 * store (a new one is a reload: atoms kept in storage read it again) and a query cache holding `answers` (query
 * key -> data), so no call leaves the test. Calls a test does make are stubbed with vi.mock of app/api.
 */
export function renderPage(
  ui: ReactNode,
  { path = '/', answers = [] }: { path?: string; answers?: readonly (readonly [readonly unknown[], unknown])[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  for (const [key, data] of answers) queryClient.setQueryData(key, data);
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, queryClient, store };
}
