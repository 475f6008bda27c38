/**
 * Hydrates an island when the visitor shows intent to use it: pointer over or down, touch, focus, a
 * key, an edit. Until then the prerendered markup works as plain HTML (fields take input) and the
 * island's code is not downloaded. What the visitor did before the code arrived is kept: typed values
 * are handed to React (replay-edits.ts), a submit waits and is sent again, a click on a script-only
 * button is repeated. `data-island-state` on the element says static, loading or hydrated.
 */
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { hasEdits } from './field-edits';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'];

export interface IslandHydration {
  /** Starts loading and hydrating now (e.g. the prerendered markup no longer matches the props). */
  hydrateNow(): void;
  /** Stops listening, and unmounts the island's root if it has one. */
  dispose(): void;
}

export interface HydrateOnIntentOptions {
  /** React's identifierPrefix, as used when the island was prerendered. */
  identifierPrefix: string;
  /** Loads the island's code; resolves to the element its root hydrates with. */
  render: (onHydrated: () => void) => Promise<ReactNode>;
}

export function hydrateOnIntent(element: HTMLElement, options: HydrateOnIntentOptions): IslandHydration {
  let state: 'static' | 'loading' | 'hydrated' | 'disposed' = 'static';
  let root: Root | undefined;
  let pendingSubmit: HTMLFormElement | undefined;
  let pendingClick: HTMLElement | undefined;
  let replayEdits: (() => void) | undefined;

  const setState = (next: typeof state) => {
    state = next;
    if (next !== 'disposed') element.dataset.islandState = next;
  };

  const onIntent = () => hydrateNow();
  // A submit before the form's code runs would reload the page with the answers in the URL: hold it.
  const onSubmit = (event: Event) => {
    if (state === 'hydrated' || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pendingSubmit = event.target;
    hydrateNow();
  };
  // Buttons that only scripts act on (e.g. "choose a file"): once React listens (root created), it
  // replays such clicks itself; before that, remember the click.
  const onClick = (event: Event) => {
    if (root || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>('button[type="button"]');
    if (button && element.contains(button)) pendingClick = button;
  };

  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INTENT) element[method](type, onIntent, { capture: true, passive: true });
    element[method]('submit', onSubmit, { capture: true });
    element[method]('click', onClick, { capture: true });
  };

  /** Called from the island root's first effect: React now handles the fields, so hand it the edits. */
  function onHydrated() {
    if (state !== 'loading') return;
    setState('hydrated');
    listen(false);
    replayEdits?.();
    const submit = pendingSubmit;
    const click = pendingClick;
    pendingSubmit = pendingClick = undefined;
    submit?.requestSubmit();
    click?.click();
  }

  function hydrateNow() {
    if (state !== 'static') return;
    setState('loading');
    Promise.all([options.render(onHydrated), import('./replay-edits')]).then(
      ([node, replay]) => {
        if (state !== 'loading') return;
        replayEdits = replay.prepareReplay(element);
        root = hydrateRoot(element, node, {
          identifierPrefix: options.identifierPrefix,
          onRecoverableError: (error) => console.error('[island hydration]', error),
        });
      },
      (error: unknown) => {
        // Offline, or a new deployment removed the chunk: the form stays plain HTML; try again on the next intent.
        console.error('[island] could not load its code', error);
        if (state === 'loading') setState('static');
      },
    );
  }

  setState('static');
  // Listeners go on before React's (added when the root is created), so a held submit never reaches it.
  listen(true);
  // Focused or edited before the page's scripts ran (or restored by the browser's back button).
  if (element.contains(document.activeElement) || hasEdits(element)) hydrateNow();

  return {
    hydrateNow,
    dispose() {
      listen(false);
      setState('disposed');
      const mounted = root;
      // Not synchronously: the page's own root is mid-commit when this runs.
      if (mounted) setTimeout(() => mounted.unmount(), 0);
    },
  };
}
