/**
 * The pages the owner placed in the header's menu groups (src/app/menu-pages.ts), asked for the first
 * time a menu opens: until then, and while prerendering, the menus show their own links only.
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { MenuPages } from '@/app/menu-links';
import type { RouterContext } from '@/app/router-context';

export interface PlacedPages {
  pages: MenuPages | undefined;
  /** Asks for them (once; later calls do nothing). */
  request: () => void;
}

export function usePlacedPages(): PlacedPages {
  const router = useRouter();
  const [pages, setPages] = useState<MenuPages>();
  const asked = useRef(false);
  const request = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    import('@/app/menu-pages')
      .then(({ loadMenuPages }) => loadMenuPages(router.options.context as RouterContext))
      .then(setPages, (error: unknown) =>
        console.warn('[menu] The pages placed in the menus could not be read:', error),
      );
  }, [router]);
  return { pages, request };
}
