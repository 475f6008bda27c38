/**
 * An island: a part of a public page (the inquiry, application and newsletter forms) whose code is
 * not needed to show it, only to use it. It is prerendered in full, but its code (TanStack Form,
 * Mantine's inputs: ~25 KB gzip) loads only when the visitor reaches for it (hydrate-on-intent.ts).
 *
 *   export const NewsletterIsland = createIsland('newsletter', () => import('./NewsletterForm').then((m) => m.NewsletterForm));
 *   loader: () => NewsletterIsland.prepare(),   // in the route: ready before a client-side navigation renders it
 *   <NewsletterIsland email={email} />          // in the page
 *
 * How it renders:
 * - prerender: as its own React root (IslandRoot.tsx), into the page's markup (server-islands.ts);
 * - the browser's hydration of a prerendered page: the page's root leaves the island's markup alone and
 *   the island hydrates as a separate root on intent, with the props it was prerendered with, then the
 *   current ones (props-store.ts);
 * - any other render (a client-side navigation, the dev server): inline, like any component.
 */
import { type ComponentType, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hydrateOnIntent, type IslandHydration } from './hydrate-on-intent';
import { createPropsStore } from './props-store';
import { serverIslandMarker } from './server-islands';

export interface IslandOptions<P> {
  /**
   * The part of the props the prerendered markup shows (default: all of them). When it changes before
   * the island has hydrated (e.g. the page's query picks another form), the island hydrates at once.
   */
  markup?: (props: P) => unknown;
}

export type Island<P> = ComponentType<P> & {
  /** For the route's loader: loads the code, unless the island is prerendered on the current page. */
  prepare(): Promise<void> | undefined;
};

/** The page's root renders this in place of the island's markup and never touches what is inside. */
const KEEP_MARKUP = { __html: '' };
const noSubscribe = () => () => {};

export function createIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: IslandOptions<P> = {},
): Island<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const ensure = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // try again next time
        throw error;
      },
    );
    return loading;
  };
  const identifierPrefix = `${name}-`;
  const markupOf = (props: P) => JSON.stringify(options.markup ? options.markup(props) : props);

  function ServerIsland(props: P) {
    if (!loaded) throw new Error(`Island "${name}" rendered before prepare() loaded its code.`);
    const html = serverIslandMarker({ identifierPrefix, component: loaded, props });
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker comment, replaced by React's own markup.
      <div data-island={name} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }

  function InlineIsland(props: P) {
    const Component = loaded ?? use(ensure());
    return (
      <div data-island={name}>
        <Component {...props} />
      </div>
    );
  }

  function PrerenderedIsland(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [store] = useState(() => createPropsStore(props));
    const hydration = useRef<IslandHydration>(undefined);
    useEffect(() => {
      if (!ref.current) return;
      const started = hydrateOnIntent(ref.current, {
        identifierPrefix,
        render: async (onHydrated) => {
          const [component, { IslandRoot }] = await Promise.all([ensure(), import('./IslandRoot')]);
          return <IslandRoot component={component} store={store} onHydrated={onHydrated} />;
        },
      });
      hydration.current = started;
      return () => started.dispose();
    }, [store]);
    useEffect(() => {
      store.set(props);
      if (markupOf(props) !== markupOf(store.server)) hydration.current?.hydrateNow();
    });
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps React off the prerendered markup.
      <div ref={ref} data-island={name} dangerouslySetInnerHTML={KEEP_MARKUP} suppressHydrationWarning />
    );
  }

  function IslandView(props: P) {
    // True only while React hydrates (it reads the server snapshot then), i.e. on a prerendered page.
    const hydrating = useSyncExternalStore(
      noSubscribe,
      () => false,
      () => true,
    );
    const [mode] = useState(() =>
      typeof document === 'undefined' ? 'server' : hydrating ? 'prerendered' : 'inline',
    );
    if (mode === 'server') return <ServerIsland {...props} />;
    if (mode === 'prerendered') return <PrerenderedIsland {...props} />;
    return <InlineIsland {...props} />;
  }
  IslandView.displayName = `Island(${name})`;

  const selector = `[data-island="${name}"]`;
  return Object.assign(IslandView, {
    prepare: () =>
      typeof document !== 'undefined' && document.querySelector(selector)
        ? undefined
        : ensure().then(() => undefined),
  });
}
