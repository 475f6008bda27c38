/**
 * Whether an <img> has failed, so its card can show initials (or a logo its letter) instead. The
 * page's scripts start at the load event, after an early failure has already fired its error event,
 * so the image is also checked when React attaches to it: `complete` with no natural width means
 * the browser gave up on it.
 */
import { useCallback, useState } from 'react';

export function useImageFallback(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = src !== undefined && failedSrc === src;
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src), [src]);
  return { failed, ref, onError };
}
