/**
 * False while React hydrates prerendered markup (it reads the server snapshot then), true in every
 * later render and in renders that start in the browser. Lets a component first match the
 * prerendered page, then follow what only the browser knows (the URL's query, the clock).
 */
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
