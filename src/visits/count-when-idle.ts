/**
 * Starts counting page views on a public page after it has loaded and the browser is idle, so the
 * reporter (its own small chunk, ./reporter.ts) is never in the way of hydration or of input.
 */
import type { BackendAddress } from '@/app/backend';

interface Navigations {
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

export function countVisitsWhenIdle(backend: BackendAddress | undefined, router: Navigations): void {
  if (!backend || /^\/admin(?:\/|$)/.test(location.pathname)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      import('./reporter').then((m) => m.startVisits(backend, router)).catch(() => undefined);
    });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
