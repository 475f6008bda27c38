/**
 * Work a form's fields still do before their value is final, such as an image being processed in
 * the Web Worker. An editor provides it; its save and publish buttons wait while any is under way,
 * so a click during processing never saves or publishes the form without the new image.
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface PendingWork {
  /** Some work is under way. */
  busy: boolean;
  /** Counts `work` as under way until it settles; resolves or rejects as it does. */
  track<T>(work: Promise<T>): Promise<T>;
}

/** Outside an editor nothing waits. */
const PendingWorkContext = createContext<PendingWork>({ busy: false, track: (work) => work });

export const PendingWorkProvider = PendingWorkContext.Provider;

export const usePendingWork = (): PendingWork => useContext(PendingWorkContext);

/** An editor's own pending work, to provide to its fields and read for its buttons. */
export function usePendingWorkState(): PendingWork {
  const [count, setCount] = useState(0);
  const track = useCallback(async <T>(work: Promise<T>): Promise<T> => {
    setCount((n) => n + 1);
    try {
      return await work;
    } finally {
      setCount((n) => n - 1);
    }
  }, []);
  return useMemo(() => ({ busy: count > 0, track }), [count, track]);
}
