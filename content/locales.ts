/**
 * The site's languages, one entry each: adding a language is an entry here and its dictionary
 * (content/<code>/, the words of the interface and of the seed documents, each file optional: what a
 * dictionary lacks reads in English). English comes first: it is the default, whose pages live at the
 * site's own paths.
 */
import type { LocaleSettings } from '@/schema-kit/locales';

export const LOCALE_LIST = [
  {
    code: 'en',
    name: 'English',
    englishName: 'English',
    direction: 'ltr',
    intl: 'en-US',
    prefix: '',
    openGraph: 'en_US',
    script: 'latin',
    money: { display: 'symbol', orMore: '{amount}+' },
    pageError: {
      sorry: 'Sorry, this page could not be shown.',
      reload: 'Reload the page',
      or: 'or go to the',
      home: 'home page',
    },
  },
  // Arabic (UAE) with Latin digits, as UAE business sites write them; money in words a Gulf reader
  // uses (150 مليون دولار أمريكي).
  {
    code: 'ar',
    name: 'العربية',
    englishName: 'Arabic',
    direction: 'rtl',
    intl: 'ar-AE-u-nu-latn',
    prefix: '/ar',
    openGraph: 'ar_AR',
    script: 'arabic',
    money: { display: 'name', orMore: 'أكثر من {amount}' },
    pageError: {
      sorry: 'عذرًا، تعذّر عرض هذه الصفحة.',
      reload: 'أعد تحميل الصفحة',
      or: 'أو انتقل إلى',
      home: 'الصفحة الرئيسية',
    },
  },
] as const satisfies readonly LocaleSettings[];
