// The preload for a prerendered page's first content image (usually its LCP element), found in its
// markup: a hero photo with srcset/sizes gets `imagesrcset`/`imagesizes`, so the browser fetches the
// same size the <img> will choose, before any stylesheet or script; a plain <img> gets `href`.
// Nothing for a lazy image, a data: or blob: image, or an image already preloaded (React 19 hoists
// a preload of a fetchpriority="high" image itself; this is the guarantee, and the one for others).

// React writes some attributes in camelCase (srcSet, fetchPriority); HTML attribute names ignore case.
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * @param {string} body the page's prerendered markup
 * @param {string} head the page's head tags so far
 * @returns {string[]} zero or one <link rel="preload">
 */
export function heroImagePreload(body, head) {
  const main = body.indexOf('<main');
  const img = main < 0 ? undefined : /<img\b[^>]*>/.exec(body.slice(main))?.[0];
  if (!img || attribute(img, 'loading') === 'lazy') return [];
  const src = attribute(img, 'src');
  if (!src || src.startsWith('data:') || src.startsWith('blob:')) return [];
  if (head.includes(`rel="preload" as="image" href="${src}"`)) return [];
  const srcset = attribute(img, 'srcset');
  const sizes = attribute(img, 'sizes');
  // A published image lives on the storage host: open that connection while the HTML still arrives.
  const origin = /^https?:\/\/[^/]+/i.exec(src)?.[0];
  const preconnect = origin ? [`<link rel="preconnect" href="${origin}" />`] : [];
  // React 19 hoists its own preload of a high-priority image (imageSrcSet, imageSizes): keep that one.
  if (srcset && head.toLowerCase().includes(`imagesrcset="${srcset.toLowerCase()}"`)) return preconnect;
  if (srcset) {
    return [
      ...preconnect,
      `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`,
    ];
  }
  return [...preconnect, `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`];
}
