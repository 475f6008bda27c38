/**
 * The site's small illustrations (content/art/*.svg, about 1 KB each) go into the page itself as
 * data: URLs, so the first screen's largest image paints with the HTML instead of waiting for a
 * second request. Encoded as compactly as a valid data: URL allows (only the characters a URL or an
 * HTML attribute cannot hold are escaped, spaces included; double quotes become single quotes).
 */
export type InlineSvg = `data:image/svg+xml,${string}`;

export function svgDataUrl(svg: string): InlineSvg {
  const compact = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[ %#()<>?[\\\]^`{|}]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${compact}`;
}
