/**
 * The web font faces of a language's pages: Inter, and on an Arabic-script language's pages its
 * typeface too. The prerenderer writes them into each page's head (./held-faces-script.ts), where
 * the page reads them (./remembered-faces.ts); only the dev server's pages, which have no such head,
 * import them here.
 */
import { LOCALE_SETTINGS, type Locale } from '@/schema-kit/locales';
import type { FaceSource } from './add-faces';
import { interFaces } from './inter-face';

export const pageFaces = async (locale: Locale): Promise<readonly FaceSource[]> =>
  LOCALE_SETTINGS[locale].script === 'arabic'
    ? [...interFaces, ...(await import('./arabic-face')).arabicFaces]
    : interFaces;
