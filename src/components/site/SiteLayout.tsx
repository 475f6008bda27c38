/**
 * The public page frame: skip link, header, main landmark, footer. Header, footer and logo settings
 * come from the root route's loader, so the not-found page (rendered by the root) has them too.
 * Also scrolls to the URL's #hash target 100 ms after each navigation (spec point 2).
 */

import { useLoaderData, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { HydrationSignal } from '@/app/hydration-signal';
import { scrollToId } from '@/components/ui/href';
import { decodeSafely } from '@/schema-kit/safe-url';
import { DraftBar } from './DraftBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './site.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { branding, header, footer } = useLoaderData({ from: '__root__' });
  // The location once its page has loaded and rendered, so the #hash target exists.
  const resolved = useRouterState({ select: (state) => state.resolvedLocation });
  const pathname = resolved?.pathname;
  const hash = resolved?.hash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the page changes, even to the same hash.
  useEffect(() => {
    if (hash) scrollToId(decodeSafely(hash));
  }, [pathname, hash]);
  return (
    <>
      <HydrationSignal />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <DraftBar />
      <SiteHeader header={header} branding={branding} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footer={footer} branding={branding} />
    </>
  );
}
