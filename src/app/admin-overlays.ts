/**
 * Loads the admin's modal and notification hosts (and the admin's Mantine CSS) on demand, and tells
 * React when they are in memory. No React.lazy: a lazy component suspends on its first render even
 * when its module is already loaded, and React 19 throttles the reveal of a suspended boundary by up
 * to 300 ms, long enough for a click on the admin panel to open a confirmation nobody listens to yet.
 */
import type { ComponentType } from 'react';

let overlays: ComponentType | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts (once) loading the hosts; resolves when they render synchronously. */
export function loadAdminOverlays(): Promise<void> {
  loading ??= import('./AdminOverlays').then((module) => {
    overlays = module.default;
    for (const listener of listeners) listener();
  });
  return loading;
}

export function subscribeAdminOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hosts' component once loaded, else null. */
export const loadedAdminOverlays = () => overlays;
