import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';
import { sessionAtom } from './session';

/**
 * The data-loading layer (TanStack Query) around the signed-in and admin areas. It is a lazily loaded route so
 * the storefront's first load does not carry it. What one account loaded is dropped when another signs in.
 */
export default function DataLayer() {
  const email = useAtomValue(sessionAtom)?.email ?? null;
  const shownFor = useRef(email);
  useEffect(() => {
    if (shownFor.current === email) return;
    shownFor.current = email;
    queryClient.clear();
  }, [email]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
