/**
 * Scrolls to the page's #hash target 100 ms after each navigation. A prerendered page
 * that hydrates was already scrolled to its #hash by the browser when it loaded; hydration can come
 * seconds later, when the visitor may have scrolled away: then hydration leaves the page where it
 * is. A visitor who has not moved is put back at the anchor at once, which content settling above
 * it may have pushed out of view.
 */
import { useEffect, useRef } from 'react';
import { useHydrated } from '@/app/use-hydrated';
import { visitorMoved } from '@/app/visitor-moved';
import { scrollToId } from '@/components/ui/href';
import { decodeSafely } from '@/schema-kit/safe-url';

export function useHashScroll(pathname: string | undefined, hash: string | undefined): void {
  const hydrating = useRef(!useHydrated());
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the page changes, even to the same hash.
  useEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      if (hash && !visitorMoved())
        document.getElementById(decodeSafely(hash))?.scrollIntoView({ block: 'start' });
      return;
    }
    if (hash) scrollToId(decodeSafely(hash));
  }, [pathname, hash]);
}
