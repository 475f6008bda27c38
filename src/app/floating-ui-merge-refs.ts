/**
 * Mantine's ScrollArea (used by the header's Drawer on every public page) imports only `useMergeRefs`
 * from @floating-ui/react, but importing that package keeps ~25 KB gzip of floating-ui in the public
 * bundle (its module-level code is not tree-shaken). vite.config.ts points ScrollArea's import here;
 * everything else (popovers, menus, selects in the admin) still uses the real package.
 * Copied from @floating-ui/react 0.27 (MIT), unchanged in behaviour.
 */
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: Instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => refCallback(null);
      }
      (ref as { current: Instance | null }).current = instance;
      return () => {
        (ref as { current: Instance | null }).current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  }, refs);
}
