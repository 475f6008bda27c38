/**
 * The Arabic pages' typeface, IBM Plex Sans Arabic (its Arabic subset, regular and bold), brought
 * the way Inter is (./inter-face.ts, ./remembered-faces.ts), with the metric-matched local face
 * (src/app/font-fallback.css) showing the same lines until then. Only the Arabic pages' heads list
 * it (./page-faces.ts), and the admin's Arabic forms add it, so English pages never download it.
 */

import regular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import bold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';
import { addToPage, type FaceSource, loadFaces } from './add-faces';

/** The family the Arabic pages' CSS names first (src/app/rtl.css). */
export const ARABIC_FAMILY = 'IBM Plex Sans Arabic';

/** Fontsource's Arabic subset: Arabic letters only, so Latin words keep the site's own font. */
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

/**
 * Two weights only: regular for text, bold for headings and emphasis (the weights between take the
 * nearer one rather than a third file).
 */
export const arabicFaces: readonly FaceSource[] = [
  { family: ARABIC_FAMILY, url: regular, format: 'woff2', weight: '100 549', unicodeRange: ARABIC },
  { family: ARABIC_FAMILY, url: bold, format: 'woff2', weight: '550 900', unicodeRange: ARABIC },
];

/** For the admin's Arabic forms: the typeface at once, however it was brought before. */
export const addArabicFont = async (): Promise<void> => addToPage(await loadFaces(arabicFaces));
