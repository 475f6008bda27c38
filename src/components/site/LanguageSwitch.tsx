/**
 * The language switcher: a plain link to the same page in the other language («العربية» on English
 * pages, «English» on Arabic ones, each named in its own language and marked so), loading that page
 * in full so it comes with its own <html lang dir>. Absent where the page has no such version.
 */
import { useLocation } from '@tanstack/react-router';
import { hasPageIn, withLocale } from '@/app/locale-path';
import { useLocale, usePageLanguages } from '@/app/use-locale';
import { LOCALE_NAME, type Locale } from '@/schema-kit/locales';

const OTHER: Record<Locale, Locale> = { en: 'ar', ar: 'en' };

export function LanguageSwitch({ className }: { className?: string }) {
  const other = OTHER[useLocale()];
  // The route's path (the router reads /ar/about as /about), with its query and #hash kept.
  const { pathname, searchStr, hash } = useLocation();
  const languages = usePageLanguages();
  if (!hasPageIn(pathname, other, languages)) return null;
  return (
    <a
      href={`${withLocale(pathname, other)}${searchStr}${hash ? `#${hash}` : ''}`}
      lang={other}
      hrefLang={other}
      className={className}
      data-language-switch=""
    >
      {LOCALE_NAME[other]}
    </a>
  );
}
