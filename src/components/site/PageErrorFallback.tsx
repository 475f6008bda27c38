/**
 * The router's error component for every route. A page that throws while rendering (a stored
 * value the schema let through but a component cannot handle) is logged and shown again with the
 * default settings; the router resets this boundary once the loaders have re-run. If the defaults
 * fail too, a plain message with a reload link is shown instead of a blank page. That message is the
 * one text not read from the settings (they are what failed): each language's configuration
 * carries it (content/locales.ts).
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { withLocale } from '@/app/locale-path';
import { useLocale } from '@/app/use-locale';
import { LOCALE_SETTINGS } from '@/schema-kit/locales';

export function PageErrorFallback({ error }: ErrorComponentProps) {
  const router = useRouter();
  const locale = useLocale();
  const words = LOCALE_SETTINGS[locale].pageError;
  const context = router.options.context;
  // Decided once: were the defaults already showing when this page failed? (Not if the page showed
  // its prerendered data: the store has not loaded.)
  const [failedOnDefaults] = useState(() => context.settings.loaded()?.onDefaults ?? false);
  useEffect(() => {
    console.error(
      failedOnDefaults
        ? '[site] This page failed to render.'
        : '[site] This page failed to render with the stored settings; showing the defaults.',
      error,
    );
    if (failedOnDefaults) return;
    void context.settings.get().then((settings) => {
      settings.fallBackToDefaults();
      void router.invalidate();
    });
  }, [error, failedOnDefaults, router, context]);
  if (!failedOnDefaults) return null;
  return (
    <div role="alert" className="page-error">
      <p>{words.sorry}</p>
      <p>
        <a href={typeof window === 'undefined' ? withLocale('/', locale) : window.location.href}>
          {words.reload}
        </a>{' '}
        {words.or} <a href={withLocale('/', locale)}>{words.home}</a>.
      </p>
    </div>
  );
}
