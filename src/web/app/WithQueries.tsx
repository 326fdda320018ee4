import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client';

/**
 * The storefront's pages are outside DataLayer, so their first load carries no TanStack Query. A public page or
 * section that calls the server (the account forms, the contact form) wraps itself in the one query client here,
 * which then loads with its own chunk.
 */
export function withQueries<Props extends object>(Component: ComponentType<Props>) {
  return function WithQueries(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  };
}
