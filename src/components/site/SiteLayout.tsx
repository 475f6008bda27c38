/**
 * The public page frame: skip link, the preview bar and edit mode (./EditModeHost), header, main
 * landmark, footer. Header, footer and logo settings
 * come from the root route's loader, so the not-found page (rendered by the root) has them too.
 * Also scrolls to the URL's #hash target 100 ms after each navigation (spec point 2); on load the
 * browser itself scrolls a prerendered page to it.
 */

import { useLoaderData, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HydrationSignal } from '@/app/hydration-signal';
import { EditModeHost } from './EditModeHost';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useHashScroll } from './use-hash-scroll';
import './site.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { branding, header, footer, siteText } = useLoaderData({ from: '__root__' });
  // The location once its page has loaded and rendered, so the #hash target exists.
  const resolved = useRouterState({ select: (state) => state.resolvedLocation });
  useHashScroll(resolved?.pathname, resolved?.hash);
  return (
    <>
      <HydrationSignal />
      <a href="#main" className="skip-link">
        {siteText.frame.skipLink}
      </a>
      <EditModeHost>
        <SiteHeader header={header} branding={branding} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter footer={footer} branding={branding} />
      </EditModeHost>
    </>
  );
}
