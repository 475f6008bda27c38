/** The language of the page being rendered: the router's context says it (./router-context.ts). */
import { useRouter } from '@tanstack/react-router';
import { DEFAULT_LOCALE, type Locale } from '@/schema-kit/locales';

export const useLocale = (): Locale =>
  (useRouter().options.context as { locale?: Locale } | undefined)?.locale ?? DEFAULT_LOCALE;
