/**
 * Adds web font faces once they have all loaded, in one task: the page's text is laid out again once
 * for them all (an Arabic page has two families: Inter for its Latin words, the Arabic face for the
 * rest), not once per family. A face that cannot be loaded (offline) is left out; the
 * metric-matched fallback keeps showing for it.
 */
export async function addFaces(faces: readonly FontFace[]): Promise<void> {
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  for (const result of loaded) if (result.status === 'fulfilled') document.fonts.add(result.value);
}
