/**
 * A component whose code loads on demand and can be fetched ahead, drawn at once when it has. React's
 * `lazy` suspends on every first render, even of a module that has arrived, and React holds a
 * revealed Suspense boundary back for up to 300 ms: a tab whose code was fetched while the owner read
 * another still waited that long. Once `preload` has resolved, the component is drawn directly.
 */
import { type ComponentType, lazy } from 'react';

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    const Ready = loaded;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
