/**
 * The Arabic pages' typeface, IBM Plex Sans Arabic (its Arabic subset, regular and bold), added once
 * it has loaded, the way Inter is (./inter-face.ts): one relayout instead of two, with the
 * metric-matched local face (src/app/font-fallback.css) showing the same lines until then. Only the
 * Arabic pages call it, so English pages never download its files.
 */

import regular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import bold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';
import { addFaces } from './add-faces';

/** The family the Arabic pages' CSS names first (src/app/rtl.css). */
export const ARABIC_FAMILY = 'IBM Plex Sans Arabic';

/** Fontsource's Arabic subset: Arabic letters only, so Latin words keep the site's own font. */
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

/**
 * Two weights only: regular for text, bold for headings and emphasis (the weights between take the
 * nearer one rather than a third file).
 */
export const arabicFaces = (): FontFace[] => [
  new FontFace(ARABIC_FAMILY, `url(${regular}) format('woff2')`, {
    weight: '100 549',
    style: 'normal',
    display: 'swap',
    unicodeRange: ARABIC,
  }),
  new FontFace(ARABIC_FAMILY, `url(${bold}) format('woff2')`, {
    weight: '550 900',
    style: 'normal',
    display: 'swap',
    unicodeRange: ARABIC,
  }),
];

export const addArabicFont = (): Promise<void> => addFaces(arabicFaces());
