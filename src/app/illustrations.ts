/**
 * Route loaders turn an illustration field's value (src/schema-kit/picture-fields.ts) into what a
 * page draws: a bundled illustration (`art:<name>`) becomes the inline data: URL of its SVG
 * (content/art/inline-svg.ts), so the prerendered HTML carries the picture as it always has and it
 * paints with the page; a photo is left as it is. Each SVG is its own lazily loaded module: a page
 * loads only the illustrations it names.
 *
 * Here, beside the other loader helpers, rather than in a component: loaders are where a page's
 * data is made ready (asynchronously, before the prerender writes the HTML); components only draw
 * the resolved value (src/components/ui/Illustration.tsx).
 */
import { svgDataUrl } from '@content/art/inline-svg';
import { artNameOf, type ImageValue } from '@/schema-kit/image-value';

const ART = import.meta.glob<string>('../../content/art/detail/*.svg', { query: '?raw', import: 'default' });

/** The value with a bundled illustration inlined; a photo (or no picture) unchanged. */
export async function resolveIllustration(value: ImageValue): Promise<ImageValue> {
  const name = artNameOf(value.src);
  if (name === undefined) return value;
  const load = ART[`../../content/art/detail/${name}.svg`];
  // Only a value read without its schema can name art that is not bundled: no picture, not a broken one.
  if (!load) return { src: '', alt: value.alt };
  return { src: svgDataUrl(await load()), alt: value.alt };
}
