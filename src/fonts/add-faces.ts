/**
 * A web font face as data (what a page makes a FontFace from, and what a later page's head declares
 * it from: ./held-faces-script.ts), and loading faces before they are added, so that they are added
 * in one task and the text is laid out again once for them all (an Arabic page has two families:
 * Inter for its Latin words, the Arabic face for the rest), not once per family. A face that cannot
 * be loaded (offline) is left out; the metric-matched fallback keeps showing for it.
 */

export interface FaceSource {
  family: string;
  /** The built file's address. */
  url: string;
  format: 'woff2' | 'woff2-variations';
  /** A weight or a range of them, as CSS writes it (`'100 900'`). */
  weight: string;
  unicodeRange: string;
}

const fontFace = ({ family, url, format, weight, unicodeRange }: FaceSource): FontFace =>
  new FontFace(family, `url(${url}) format('${format}')`, {
    weight,
    style: 'normal',
    display: 'swap',
    unicodeRange,
  });

/** The faces that could be loaded (fetched and decoded), not yet added to the page. */
export async function loadFaces(sources: readonly FaceSource[]): Promise<FontFace[]> {
  const loaded = await Promise.allSettled(sources.map((source) => fontFace(source).load()));
  return loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** Adds faces, in one task. */
export const addToPage = (faces: readonly FontFace[]): void => {
  for (const face of faces) document.fonts.add(face);
};
