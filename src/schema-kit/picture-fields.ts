/**
 * The picture fields of pages built from blocks:
 *
 *   icon: f.icon('Icon', DETAIL_ICON_NAMES, 'code', { catalogue: 'detail' })
 *   image: f.illustration('Illustration', { src: 'art:cloud', alt: 'A cloud linked to servers' })
 *
 * An icon is stored as its name, one of the names the field offers; its catalogue says which set
 * draws it (the admin's picker shows the same drawings the page does). An illustration is one image
 * value (./image-value.ts): an uploaded photo, processed and published as every photo is, or
 * `art:<name>`, one of the bundled illustrations (content/art/detail-art-names.ts), which pages
 * inline as they inline their art today. Either needs its alt text to be saved or published.
 */
import { DETAIL_ART_NAMES } from '@content/art/detail-art-names';
import * as v from 'valibot';
import { type BaseOptions, hinted, imageHints, NOT_AN_IMAGE, PHOTO_TOO_LARGE } from './fields';
import { imageValueSchema, repairImage } from './image-schema';
import type { ImageInput } from './image-value';

/**
 * The sets an icon is drawn from: 'site', the site's sprite (content/icon-paths.ts, drawn by
 * src/components/ui/icons.tsx); 'detail', the detail pages' line icons
 * (content/detail-icon-names.ts, drawn by src/components/detail/icons.tsx).
 */
export type IconCatalogue = 'site' | 'detail';

export const iconMessage = (title: string) => `${title} must be one of the icons offered.`;

/** An icon field's value: one of its names, or '' (no icon) where the field allows none. */
type IconValue<T extends readonly string[], None extends boolean> =
  | T[number]
  | (None extends true ? '' : never);

/**
 * An icon, stored as its name: one of `names` (all of them in `catalogue`, 'site' unless given).
 * `allowNone` lets the owner choose no icon (stored as '').
 */
export function icon<const T extends readonly [string, ...string[]], const None extends boolean = false>(
  title: string,
  names: T,
  fallback: NoInfer<IconValue<T, None>>,
  options: BaseOptions & { catalogue?: IconCatalogue; allowNone?: None } = {},
) {
  const allowed = (options.allowNone ? ['', ...names] : names) as readonly IconValue<T, None>[];
  return v.optional(
    hinted(
      v.picklist(allowed, iconMessage(title)),
      title,
      {
        widget: 'icon',
        options: names,
        catalogue: options.catalogue ?? 'site',
        allowNone: options.allowNone ?? false,
      },
      options.description,
    ),
    fallback,
  );
}

/**
 * An illustration: one of the bundled illustrations (`{ src: 'art:<name>', alt }`) or a photo
 * uploaded through the image pipeline (the 'photo' sizes, up to 40 MB), with its alt text, which it
 * needs to be saved or published. `fallback` '' (or `{ src: '', alt: '' }`) is no picture.
 */
export function illustration(title: string, fallback: ImageInput, options: BaseOptions = {}) {
  const photo = imageHints({
    purpose: 'photo',
    tooLargeMessage: PHOTO_TOO_LARGE,
    wrongTypeMessage: NOT_AN_IMAGE,
  });
  return v.optional(
    hinted(
      imageValueSchema({ title, alt: 'required', decorative: false, art: DETAIL_ART_NAMES }),
      title,
      {
        ...photo,
        widget: 'illustration',
        options: DETAIL_ART_NAMES,
        repair: (input) => repairImage(input, DETAIL_ART_NAMES),
      },
      options.description,
    ),
    fallback,
  );
}
