/**
 * Field constructors for entity schemas. Each returns a valibot schema that carries, in one place,
 * the field's type, its default, its validation and the hints the admin form renderer needs
 * (title, description, widget kind, limits). Entity files in `schemas/` are built only from these.
 */
import * as v from 'valibot';
import { type AltRule, imageValueSchema, repairImage } from './image-schema';
import type { ImageInput } from './image-value';
import type { IconCatalogue } from './picture-fields';
import { isSafeHref, UNSAFE_URL_MESSAGE } from './safe-url';
import { placeholdersIn } from './template';
import { keepsPlaceholders } from './template-check';

export type WidgetKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'colour'
  | 'font'
  | 'image'
  | 'url'
  | 'tags'
  | 'secret'
  | 'list'
  | 'blocks'
  | 'group'
  | 'hidden'
  | 'slug'
  | 'datetime'
  | 'richText'
  | 'reference'
  | 'icon'
  | 'illustration';

/** What a reference field names: an item (by its `id`) of another entity's list, shown by `label`. */
export interface ReferenceTarget {
  entity: string;
  /**
   * The list, by a dotted path that may pass through lists and groups: 'members', or
   * 'navigation.menu.groups' for every menu group of every navigation entry.
   */
  list: string;
  label: string;
}

export type FieldHints = {
  widget: WidgetKind;
  /** select: the allowed values; icon: the icons offered; illustration: the bundled illustrations offered. */
  options?: readonly string[];
  /** icon: which set draws the icons (./picture-fields.ts). */
  catalogue?: IconCatalogue;
  /** icon: the field may hold no icon (''). */
  allowNone?: boolean;
  /** text: characters. */
  maxLength?: number;
  /** image: bytes of the file; richText: bytes of the stored body. */
  maxBytes?: number;
  /** image: accepted MIME types. */
  accept?: readonly string[];
  /** image: message shown when a file is over maxBytes; `{name}` is replaced by the file name. */
  tooLargeMessage?: string;
  /** image: message shown when a file is not an accepted image. */
  wrongTypeMessage?: string;
  /** list: the item field used as the item's summary line; group: the field named beside its title. */
  summary?: string;
  /** list: label of the add button; blocks: the palette's name (default 'Add block'). */
  addLabel?: string;
  /** list: the list always has exactly this many items (no add, remove or reorder). */
  fixedLength?: number;
  /** group: how the renderer lays the group out. */
  layout?: 'card' | 'tabs';
  /** text, url: example shown in the empty input. */
  placeholder?: string;
  /** reference: the list of another entity whose items it names, and the item field shown. */
  reference?: ReferenceTarget;
  /** image: how uploads are processed and described (sizes, pixel limit, alt text rule). */
  image?: ImageHints;
  /**
   * Reading stored data (salvage): what an invalid stored value can keep (for a list, what its kept
   * items can keep, e.g. blocks without their repeated ids), e.g. an image's address
   * without a broken size list. Undefined when nothing can be kept.
   */
  repair?: (input: unknown) => unknown;
  /**
   * The value is kept per language (./localize.ts): text, text areas and rich text unless marked
   * otherwise. An image's alt text is per language without this (the picture is shared).
   */
  localized?: boolean;
  /** group: an amount of money (./money.ts), which the loaders write out in the page's language. */
  money?: boolean;
};

/** What an image field is for: it decides the sizes an upload is processed into. */
export type ImagePurpose = 'photo' | 'inline' | 'portrait' | 'logo';

export interface ImageHints {
  purpose: ImagePurpose;
  /** Widths (px, ascending) an upload is resized to; never wider than the original. */
  widths: readonly number[];
  /** WebP quality 0..1; 1 is lossless (logos: sharp edges and transparency). */
  quality: number;
  /** The largest original accepted, in pixels (width x height). */
  maxPixels: number;
  alt: AltRule;
  /** The image can be marked decorative (no alt text; hidden from screen readers). */
  decorative: boolean;
  /** A sibling field whose value stands in for empty alt text (a team member's name). */
  altFrom?: string;
}

export interface BaseOptions {
  description?: string;
  placeholder?: string;
}

export type Hinted<S extends v.GenericSchema> = v.SchemaWithPipe<
  readonly [
    S,
    v.TitleAction<v.InferOutput<S>, string>,
    v.DescriptionAction<v.InferOutput<S>, string>,
    v.MetadataAction<v.InferOutput<S>, FieldHints>,
  ]
>;

/** A schema with its title, description and hints (the admin's form reads them). */
export function hinted<S extends v.GenericSchema>(
  schema: S,
  title: string,
  hints: FieldHints,
  description = '',
): Hinted<S> {
  return v.pipe(schema, v.title(title), v.description(description), v.metadata(hints));
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/-]+\)$/i;
export const COLOUR_MESSAGE = 'Enter a colour such as #4f008c or rgba(255, 255, 255, 0.1).';
export const isColour = (value: string): boolean =>
  value === 'transparent' || HEX.test(value) || FUNCTIONAL.test(value);

export const DEFAULT_TEXT_MAX = 200;
export const DEFAULT_TEXTAREA_MAX = 2000;

export const maxMessage = (title: string, max: number) => `${title} must be at most ${max} characters.`;

type TextOptions = BaseOptions & {
  maxLength?: number;
  required?: boolean;
  /**
   * The default's `{name}` placeholders (./template.ts) are filled in by the page: a value must keep
   * each of them and may add no other.
   */
  placeholders?: boolean;
  /** Kept per language (the default); false for words that are the same in every language. */
  localized?: boolean;
};

/** A string field drawn as `widget`: trimmed and non-empty when required, at most `max` characters. */
function textField(widget: 'text' | 'textarea', defaultMax: number) {
  return (title: string, fallback: string, options: TextOptions = {}) => {
    const max = options.maxLength ?? defaultMax;
    const tooLong = v.maxLength<string, number, string>(max, maxMessage(title, max));
    const kept = keepsPlaceholders(title, options.placeholders ? placeholdersIn(fallback) : []);
    const base = options.required
      ? v.pipe(v.string(), v.trim(), v.minLength(1, `${title} is required.`), tooLong, kept)
      : v.pipe(v.string(), tooLong, kept);
    return v.optional(
      hinted(
        base,
        title,
        { widget, maxLength: max, placeholder: options.placeholder, localized: options.localized ?? true },
        options.description,
      ),
      fallback,
    );
  };
}

/** One line of text (at most 200 characters unless `maxLength` says otherwise). */
export const text = textField('text', DEFAULT_TEXT_MAX);

/** Several lines of text (at most 2,000 characters unless `maxLength` says otherwise). */
export const textarea = textField('textarea', DEFAULT_TEXTAREA_MAX);

/** A one-character field: the spec's letter inputs keep only the first character. */
export function letter(title: string, fallback: string, options: BaseOptions = {}) {
  return v.optional(
    hinted(
      v.pipe(v.string(), v.maxLength(1, `${title} must be a single character.`)),
      title,
      {
        widget: 'text',
        maxLength: 1,
      },
      options.description,
    ),
    fallback,
  );
}

export function number(
  title: string,
  fallback: number,
  options: BaseOptions & { min?: number; max?: number } = {},
) {
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  return v.optional(
    hinted(
      v.pipe(
        v.number(),
        v.minValue(min, `${title} must be at least ${min}.`),
        v.maxValue(max, `${title} must be at most ${max}.`),
      ),
      title,
      { widget: 'number' },
      options.description,
    ),
    fallback,
  );
}

export function boolean(title: string, fallback: boolean, options: BaseOptions = {}) {
  return v.optional(hinted(v.boolean(), title, { widget: 'boolean' }, options.description), fallback);
}

export function select<const T extends readonly [string, ...string[]]>(
  title: string,
  values: T,
  fallback: T[number],
  options: BaseOptions = {},
) {
  return v.optional(
    hinted(
      v.picklist(values, `Choose one of: ${values.join(', ')}.`),
      title,
      { widget: 'select', options: values },
      options.description,
    ),
    fallback,
  );
}

export function colour(title: string, fallback: string, options: BaseOptions = {}) {
  return v.optional(
    hinted(
      v.pipe(v.string(), v.trim(), v.check(isColour, COLOUR_MESSAGE)),
      title,
      { widget: 'colour' },
      options.description,
    ),
    fallback,
  );
}

/**
 * A font, by the name of an entry of the font catalogue (content/fonts.ts). `options` narrows the
 * choice to some catalogue names (the footer offers eight).
 */
export function font(
  title: string,
  fallback: string,
  options: BaseOptions & { options?: readonly string[] } = {},
) {
  const allowed = options.options;
  const base = v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${title} is required.`),
    v.maxLength(60, maxMessage(title, 60)),
    v.check((name) => !allowed || allowed.includes(name), `${title} must be one of: ${allowed?.join(', ')}.`),
  );
  return v.optional(hinted(base, title, { widget: 'font', options: allowed }, options.description), fallback);
}

/** A link target: http(s), mailto, tel, a same-site path or an #anchor. Unsafe schemes are refused. */
export function url(title: string, fallback: string, options: BaseOptions & { required?: boolean } = {}) {
  const safe = v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000, maxMessage(title, 2000)),
    v.check(isSafeHref, UNSAFE_URL_MESSAGE),
  );
  const base = options.required ? v.pipe(safe, v.minLength(1, `${title} is required.`)) : safe;
  return v.optional(
    hinted(base, title, { widget: 'url', placeholder: options.placeholder }, options.description),
    fallback,
  );
}

/** Raster types every image field takes (its bytes decide, never the name). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
/** Phone photos: HEIC is taken where the browser can decode it, and explained where it cannot. */
export const PHOTO_TYPES = [...IMAGE_TYPES, 'image/heic', 'image/heif'] as const;
/** Logos may be SVG: they are rasterised on upload, never published as uploaded. */
export const LOGO_TYPES = [...IMAGE_TYPES, 'image/svg+xml'] as const;
export { IMAGE_VALUE_MESSAGE } from './image-value';

/** The messages of a photo upload refused for its size or type (a document's cover, an illustration). */
export const PHOTO_TOO_LARGE = 'File {name} is too large. Maximum size is 40MB.';
export const NOT_AN_IMAGE = 'Please select an image file';

const MB = 1024 * 1024;

/** Sizes and limits per purpose (docs/decisions/009-images.md). */
export const IMAGE_PURPOSES: Record<
  ImagePurpose,
  Pick<ImageHints, 'widths' | 'quality' | 'maxPixels'> & { maxBytes: number; accept: readonly string[] }
> = {
  // Hero backgrounds and covers: full-bleed on any screen up to a 1200 px wide 2x display.
  photo: {
    widths: [480, 960, 1600, 2400],
    quality: 0.74,
    maxPixels: 50_000_000,
    maxBytes: 40 * MB,
    accept: PHOTO_TYPES,
  },
  // Images inside an article body (at most ~760 px wide).
  inline: {
    widths: [480, 960, 1440],
    quality: 0.76,
    maxPixels: 50_000_000,
    maxBytes: 40 * MB,
    accept: PHOTO_TYPES,
  },
  // Team photos (a 96 px circle, up to 3x).
  portrait: {
    widths: [160, 320],
    quality: 0.8,
    maxPixels: 50_000_000,
    maxBytes: 40 * MB,
    accept: PHOTO_TYPES,
  },
  // Logos (a 44 px box, up to 3x and a larger preview).
  logo: { widths: [64, 128, 256], quality: 1, maxPixels: 25_000_000, maxBytes: 2 * MB, accept: LOGO_TYPES },
};

export interface ImageOptions extends BaseOptions {
  /** What the image is for (default 'photo'): its processed sizes and default limits. */
  purpose?: ImagePurpose;
  /** The largest file accepted, in bytes (default: the purpose's). */
  maxBytes?: number;
  /** The largest original accepted, in pixels (default: the purpose's). */
  maxPixels?: number;
  /** Shown when a file is over maxBytes; `{name}` is replaced by the file name. */
  tooLargeMessage: string;
  /** Shown when a file is not an accepted image; `{name}` is replaced by the file name. */
  wrongTypeMessage: string;
  accept?: readonly string[];
  /** 'required' (content images, the default), 'optional' or 'none' (decorative by nature, e.g. a logo beside the brand name). */
  alt?: AltRule;
  /** The owner may mark the image decorative instead of describing it (hero backgrounds). */
  decorative?: boolean;
  /** A sibling field whose value stands in for empty alt text (makes alt optional). */
  altFrom?: string;
}

/** The hints of an image field (also what a rich-text editor's image button passes to processImage). */
export function imageHints(options: ImageOptions): FieldHints {
  const purpose = options.purpose ?? 'photo';
  const preset = IMAGE_PURPOSES[purpose];
  const alt: AltRule = options.alt ?? (options.altFrom ? 'optional' : 'required');
  return {
    widget: 'image',
    maxBytes: options.maxBytes ?? preset.maxBytes,
    accept: options.accept ?? preset.accept,
    tooLargeMessage: options.tooLargeMessage,
    wrongTypeMessage: options.wrongTypeMessage,
    image: {
      purpose,
      widths: preset.widths,
      quality: preset.quality,
      maxPixels: options.maxPixels ?? preset.maxPixels,
      alt,
      decorative: alt === 'required' && (options.decorative ?? false),
      altFrom: options.altFrom,
    },
    repair: repairImage,
  };
}

/**
 * An image: one image value (src/schema-kit/image-value.ts) with its processed sizes, intrinsic
 * size, placeholder, focal point and alt text. Uploads are processed in the admin (resized to the
 * purpose's widths, WebP, no metadata) and kept in IndexedDB until published. `fallback` may be a
 * plain address ('' for none) or a `{ src, alt }` object.
 */
export function image(title: string, fallback: ImageInput, options: ImageOptions) {
  const hints = imageHints(options);
  const rule = hints.image as ImageHints;
  return v.optional(
    hinted(
      imageValueSchema({ title, alt: rule.alt, decorative: rule.decorative }),
      title,
      hints,
      options.description,
    ),
    fallback,
  );
}

/** A list of short texts edited as chips: trimmed, no empties, no duplicates. */
export function tags(
  title: string,
  fallback: string[],
  options: BaseOptions & { maxItems?: number; localized?: boolean } = {},
) {
  const maxItems = options.maxItems ?? 50;
  return v.optional(
    hinted(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.trim(),
            v.minLength(1),
            v.maxLength(60, `Each entry must be at most 60 characters.`),
          ),
        ),
        v.maxLength(maxItems, `${title} can hold at most ${maxItems} entries.`),
        v.check((items) => new Set(items).size === items.length, `${title} must not repeat an entry.`),
      ),
      title,
      { widget: 'tags', localized: options.localized ?? true },
      options.description,
    ),
    fallback,
  );
}

/** A list of records, each edited with the item schema's own fields. */
export function list<const TEntries extends v.ObjectEntries>(
  title: string,
  item: TEntries,
  fallback: v.InferInput<v.ObjectSchema<TEntries, undefined>>[],
  options: BaseOptions & {
    summary?: string;
    addLabel?: string;
    maxItems?: number;
    fixedLength?: number;
  } = {},
) {
  const maxItems = options.fixedLength ?? options.maxItems ?? 100;
  const minItems = options.fixedLength ?? 0;
  return v.optional(
    hinted(
      v.pipe(
        v.array(v.object(item)),
        v.minLength(minItems, `${title} must have ${minItems} entries.`),
        v.maxLength(maxItems, `${title} can hold at most ${maxItems} entries.`),
      ),
      title,
      {
        widget: 'list',
        summary: options.summary,
        addLabel: options.addLabel,
        fixedLength: options.fixedLength,
      },
      options.description,
    ),
    // valibot's optional() runs the default through the schema, so nested defaults are filled in.
    () => structuredClone(fallback) as v.InferOutput<v.ObjectSchema<TEntries, undefined>>[],
  );
}

/** A record's identity: kept with the record, never shown as a field. New records get one from the editor. */
export function identifier(title = 'Id') {
  return v.optional(
    hinted(v.pipe(v.string(), v.maxLength(100, maxMessage(title, 100))), title, { widget: 'hidden' }),
    '',
  );
}

/**
 * The id of an item of another entity's list (a leadership member, say), chosen in the admin by the
 * item's `label` field; '' for none. Pages resolve it through that entity's settings, so a renamed
 * member shows the new name everywhere. `to.list` may be a path through lists and groups
 * ('navigation.menu.groups': every menu group of every navigation entry).
 */
export function reference(title: string, to: ReferenceTarget, options: BaseOptions = {}) {
  return v.optional(
    hinted(
      v.pipe(v.string(), v.maxLength(100, maxMessage(title, 100))),
      title,
      { widget: 'reference', reference: to },
      options.description,
    ),
    '',
  );
}

/** A nested group of fields, shown by the renderer as a card or as sub-tabs. */
export function group<const TEntries extends v.ObjectEntries>(
  title: string,
  entries: TEntries,
  options: BaseOptions & {
    layout?: 'card' | 'tabs';
    /** The entry whose value is shown beside the title (and names the group's Edit button). */
    summary?: keyof TEntries & string;
  } = {},
) {
  const schema = v.object(entries);
  return v.optional(
    hinted(
      schema,
      title,
      { widget: 'group', layout: options.layout ?? 'card', summary: options.summary },
      options.description,
    ),
    () => v.getDefaults(schema) as v.InferInput<typeof schema>,
  );
}

// Blocks live in their own module: a page whose schemas declare none carries none of it.
export { type BlockDefinition, type BlockKind, type BlockOf, block, blocks } from './blocks';
// And an amount of money, a group of three fields the loaders format per language.
export { CURRENCIES, type Currency, type Money, money } from './money';
// So do the picture fields, and the list of bundled illustrations they check against.
export { type IconCatalogue, icon, illustration } from './picture-fields';
