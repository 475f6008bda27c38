/**
 * What an island's own React root renders, on the server (scripts/prerender.mjs) and in the browser
 * alike: the island's component under a Mantine provider that only gives the theme (the page's
 * provider already wrote the CSS variables and global classes), with the props from the store.
 */
import { MantineProvider } from '@mantine/core';
import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { theme } from '@/app/theme';
import type { PropsStore } from './props-store';

export interface IslandRootProps<P> {
  component: ComponentType<P>;
  store: PropsStore<P>;
  /** Called once the root has hydrated (committed). */
  onHydrated?: () => void;
}

export function IslandRoot<P extends object>({
  component: Component,
  store,
  onHydrated,
}: IslandRootProps<P>) {
  const props = useSyncExternalStore(store.subscribe, store.get, () => store.server);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <Component {...props} />
    </MantineProvider>
  );
}
