/**
 * Turns stored image addresses into something an <img> can show. Uploads are kept in IndexedDB and
 * referenced as `idb:<id>`; they are read after mount (never during prerender) and shown through
 * object URLs. Other values (http(s), site paths, data: URLs) pass through. The IndexedDB code loads
 * only when a page shows such an upload (the owner's own drafts), never for visitors.
 */
import { useEffect, useState } from 'react';
import type { ImageValue } from '@/schema-kit/image-value';
import { imageSources } from '@/schema-kit/image-value';
import { isBinaryRef } from './binary-ref';

/** Resolves every `idb:` address in `refs` to an object URL; the map is undefined until all are read. */
function useObjectUrls(refs: readonly string[]): Map<string, string> | undefined {
  const key = refs.join('\n');
  const [resolved, setResolved] = useState<{ key: string; urls: Map<string, string> }>();
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    if (wanted.length === 0) return;
    let cancelled = false;
    const created: string[] = [];
    import('./binary-store')
      .then(async ({ getBinary }) => {
        const urls = new Map<string, string>();
        for (const ref of wanted) {
          const blob = await getBinary(ref);
          if (cancelled) return;
          if (!blob) continue;
          const url = URL.createObjectURL(blob);
          created.push(url);
          urls.set(ref, url);
        }
        setResolved({ key, urls });
      })
      .catch((error: unknown) => console.warn('[images] An uploaded image could not be read.', error));
    return () => {
      cancelled = true;
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);
  if (!key) return new Map();
  return resolved?.key === key ? resolved.urls : undefined;
}

/** One stored address as an <img src>, or undefined while it is read (or when it is gone). */
export function useImageSrc(value: string | undefined): string | undefined {
  const refs = value && isBinaryRef(value) ? [value] : [];
  const urls = useObjectUrls(refs);
  if (!value) return undefined;
  if (!isBinaryRef(value)) return value;
  return urls?.get(value);
}

/**
 * An image value with its uploads readable by the browser: every `idb:` address (src and variants)
 * becomes an object URL; variants that are gone are left out. Undefined while they are read, and
 * for no image.
 */
export function useImageValue(image: ImageValue | undefined): ImageValue | undefined {
  const refs = image ? imageSources(image).filter(isBinaryRef) : [];
  const urls = useObjectUrls([...new Set(refs)]);
  if (!image?.src) return undefined;
  if (refs.length === 0) return image;
  if (!urls) return undefined;
  const map = (src: string) => (isBinaryRef(src) ? urls.get(src) : src);
  const variants = (image.variants ?? []).flatMap((variant) => {
    const src = map(variant.src);
    return src ? [{ ...variant, src }] : [];
  });
  const src = map(image.src) ?? variants[variants.length - 1]?.src;
  if (!src) return undefined;
  return { ...image, src, variants: variants.length ? variants : undefined };
}
