/**
 * Turns a stored image value into something an <img src> can show. Uploads are kept in IndexedDB
 * and referenced as `idb:<id>`; they are read after mount (never during prerender) and shown
 * through an object URL. Other values (http(s), site paths) pass through. The IndexedDB code loads
 * only when a page shows such an upload.
 */
import { useEffect, useState } from 'react';
import { isBinaryRef } from './binary-ref';

export function useImageSrc(value: string | undefined): string | undefined {
  const [resolved, setResolved] = useState<string | undefined>(() =>
    value && !isBinaryRef(value) ? value : undefined,
  );
  useEffect(() => {
    if (!value) return setResolved(undefined);
    if (!isBinaryRef(value)) return setResolved(value);
    let url: string | undefined;
    let cancelled = false;
    setResolved(undefined);
    import('./binary-store')
      .then(({ getBinary }) => getBinary(value))
      .then((blob) => {
        if (cancelled || !blob) return;
        url = URL.createObjectURL(blob);
        setResolved(url);
      })
      .catch((error: unknown) => console.warn('[images] An uploaded image could not be read.', error));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [value]);
  return resolved;
}
