/**
 * The public page frame: skip link, the preview bar, header, main landmark, footer, and edit mode
 * (./EditModeHost, loaded only in a browser that holds a session). Header, footer and logo settings
 * come from the root route's loader, so the not-found page (rendered by the root) has them too.
 * Also scrolls to the URL's #hash target 100 ms after each navigation; on load the
 * browser itself scrolls a prerendered page to it.
 */

import { useLoaderData, useRouter, useRouterState } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { EditModeContext, TranslationGapsContext } from '@/app/editable';
import { HydrationSignal } from '@/app/hydration-signal';
import { hasStoredSession } from '@/app/session-hint';
import type { DraftBar } from './DraftBar';
import type { EditMode, EditModeHost } from './EditModeHost';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useHashScroll } from './use-hash-scroll';
import './site.css';

/**
 * Scrolls to the #hash target after each navigation. A leaf of its own because what it reads changes
 * once the page has hydrated (the router's resolved location, and hydration itself): only this leaf
 * renders again then, not the header and footer beside it.
 */
function HashScroll() {
  // The location once its page has loaded and rendered, so the #hash target exists.
  const resolved = useRouterState({ select: (state) => state.resolvedLocation });
  useHashScroll(resolved?.pathname, resolved?.hash);
  return null;
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const { branding, header, footer, siteText, sources } = useLoaderData({ from: '__root__' });
  const marked = useContext(EditModeContext);
  const context = useRouter().options.context;
  const { locale } = context;
  // On a page in another language, fields shown in English for want of a translation say so (lang):
  // as the store's last reading found, or else as the page was built.
  const gaps = useMemo(
    () =>
      locale === 'en'
        ? undefined
        : (key: string) =>
            context.settings.loaded()?.untranslated(key, locale) ?? context.pageData?.untranslated[key] ?? [],
    [context, locale],
  );
  const [mode, setMode] = useState<EditMode>({});
  const [Host, setHost] = useState<ComponentType<Parameters<typeof EditModeHost>[0]>>();
  // The preview bar is there only where the settings store has loaded (the owner's drafts or
  // session): a visitor's page loads neither.
  const [Bar, setBar] = useState<typeof DraftBar>();
  useEffect(
    () =>
      context.settings.when(() => {
        import('./DraftBar').then(
          (module) => setBar(() => module.DraftBar),
          (error: unknown) => console.warn('[preview] The preview bar could not be loaded:', error),
        );
        return undefined;
      }),
    [context],
  );
  useEffect(() => {
    // After hydration, and only where someone may be signed in: a visitor's page loads no edit mode.
    if (!hasStoredSession()) return;
    import('./EditModeHost').then(
      (module) => setHost(() => module.EditModeHost),
      (error: unknown) => console.warn('[edit] Edit mode could not be loaded:', error),
    );
  }, []);
  return (
    <>
      <HydrationSignal />
      <HashScroll />
      <a href="#main" className="skip-link">
        {siteText.frame.skipLink}
      </a>
      {/* Marked from above too: the build's test renders pages as edit mode marks them. */}
      <TranslationGapsContext.Provider value={gaps}>
        <EditModeContext.Provider value={marked ?? mode.marks}>
          {Bar ? <Bar edit={mode.controls} /> : null}
          <SiteHeader header={header} source={sources.header} branding={branding} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter footer={footer} source={sources.footer} branding={branding} />
          {Host ? <Host onChange={setMode} /> : null}
        </EditModeContext.Provider>
      </TranslationGapsContext.Provider>
    </>
  );
}
