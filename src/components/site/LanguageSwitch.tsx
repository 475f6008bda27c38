/**
 * The language switcher: a plain link to the same page in each other language («العربية» on English
 * pages, «English» on Arabic ones, each named in its own language and marked so), loading that page
 * in full so it comes with its own <html lang dir>. None to a language the page has no version in.
 */
import { useLocation } from '@tanstack/react-router';
import { hasPageIn, withLocale } from '@/app/locale-path';
import { useLocale, usePageLanguages } from '@/app/use-locale';
import { LOCALE_SETTINGS, LOCALES } from '@/schema-kit/locales';

export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  // The route's path (the router reads /ar/about as /about), with its query and #hash kept.
  const { pathname, searchStr, hash } = useLocation();
  const languages = usePageLanguages();
  return (
    <>
      {LOCALES.filter((other) => other !== locale && hasPageIn(pathname, other, languages)).map((other) => (
        <a
          key={other}
          href={`${withLocale(pathname, other)}${searchStr}${hash ? `#${hash}` : ''}`}
          lang={other}
          hrefLang={other}
          className={className}
          data-language-switch=""
        >
          {LOCALE_SETTINGS[other].name}
        </a>
      ))}
    </>
  );
}
