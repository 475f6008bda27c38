/**
 * A web font face as data (what a page makes a FontFace from, and what a later page's head declares
 * it from: ./remembered-faces.ts), and adding faces once they have all loaded, in one task: the
 * page's text is laid out again once for them all (an Arabic page has two families: Inter for its
 * Latin words, the Arabic face for the rest), not once per family. A face that cannot be loaded
 * (offline) is left out; the metric-matched fallback keeps showing for it.
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

export const fontFace = ({ family, url, format, weight, unicodeRange }: FaceSource): FontFace =>
  new FontFace(family, `url(${url}) format('${format}')`, {
    weight,
    style: 'normal',
    display: 'swap',
    unicodeRange,
  });

/** Loads the faces, then adds those that loaded in one task; resolves to them. */
export async function addFaces(sources: readonly FaceSource[]): Promise<FontFace[]> {
  const faces = await loadFaces(sources);
  for (const face of faces) document.fonts.add(face);
  return faces;
}

/** The faces that could be loaded (fetched and decoded), without adding them to the page. */
export async function loadFaces(sources: readonly FaceSource[]): Promise<FontFace[]> {
  const loaded = await Promise.allSettled(sources.map((source) => fontFace(source).load()));
  return loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}
