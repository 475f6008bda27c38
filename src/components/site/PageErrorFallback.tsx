/**
 * The router's error component for every route. A page that throws while rendering (a stored
 * value the schema let through but a component cannot handle) is logged and shown again with the
 * default settings; the router resets this boundary once the loaders have re-run. If the defaults
 * fail too, a plain message with a reload link is shown instead of a blank page.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export function PageErrorFallback({ error }: ErrorComponentProps) {
  const router = useRouter();
  const settings = router.options.context.settings;
  // Decided once: were the defaults already showing when this page failed?
  const [failedOnDefaults] = useState(() => settings.onDefaults);
  useEffect(() => {
    console.error(
      failedOnDefaults
        ? '[site] This page failed to render.'
        : '[site] This page failed to render with the stored settings; showing the defaults.',
      error,
    );
    if (failedOnDefaults) return;
    settings.fallBackToDefaults();
    void router.invalidate();
  }, [error, failedOnDefaults, router, settings]);
  if (!failedOnDefaults) return null;
  return (
    <div role="alert" className="page-error">
      <p>Sorry, this page could not be shown.</p>
      <p>
        <a href={typeof window === 'undefined' ? '/' : window.location.href}>Reload the page</a> or go to the{' '}
        <a href="/">home page</a>.
      </p>
    </div>
  );
}
