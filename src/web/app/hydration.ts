import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates HTML rendered at build time, true from then on (and at once in a page drawn in
 * the browser). What only the browser knows (the stored session, the address's #anchor) must wait for it,
 * so the first render matches the HTML exactly; React renders again with the browser's value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
