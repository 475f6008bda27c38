/**
 * The site's web font, Inter (latin). Declared as a CSS @font-face it would cost two relayouts of
 * every line of text after the first paint: one when the face is declared (the text is laid out
 * again with the fallback) and one when the file arrives. So it is never declared in CSS: a page
 * declares it before its first layout once this browser has it (./remembered-faces.ts), and the
 * metric-matched local face (src/app/font-fallback.css) shows the same lines until then. Characters
 * outside latin keep that fallback.
 */

import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { FaceSource } from './add-faces';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const interFaces: readonly FaceSource[] = [
  {
    family: 'Inter Variable',
    url: latin,
    format: 'woff2-variations',
    weight: '100 900',
    unicodeRange: LATIN,
  },
];
