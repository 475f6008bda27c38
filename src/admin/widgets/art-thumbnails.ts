/**
 * The bundled illustrations (content/art/detail/*.svg) as addresses the admin can show as
 * thumbnails; pages never load this (they inline the one they name, src/app/illustrations.ts).
 */
const URLS = import.meta.glob<string>('../../../content/art/detail/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The thumbnail address of a bundled illustration, by name; undefined for a name not bundled. */
export const artThumbnail = (name: string): string | undefined =>
  URLS[`../../../content/art/detail/${name}.svg`];
