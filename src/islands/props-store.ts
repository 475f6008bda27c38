/**
 * The props of one island, shared between the page that renders it and the island's own React root:
 * `server` is what the prerendered markup was rendered with (React hydrates with it), `get` the latest.
 */
export interface PropsStore<P> {
  readonly server: P;
  get(): P;
  set(props: P): void;
  subscribe(listener: () => void): () => void;
}

export function createPropsStore<P>(server: P): PropsStore<P> {
  let current = server;
  const listeners = new Set<() => void>();
  return {
    server,
    get: () => current,
    set(props) {
      if (props === current) return;
      current = props;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
