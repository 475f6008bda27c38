/**
 * The valibot schema of an image value (./image-value.ts): what reads a stored or typed value, in any
 * of its stored forms, into the one shape, and repairs what it can of an unreadable one. Pages that
 * only show an image never load it.
 */
import * as v from 'valibot';
import {
  artNameOf,
  EMPTY_IMAGE,
  type ImageValue,
  isPlaceholder,
  MAX_VARIANTS,
  srcCheckOf,
  srcMessageOf,
} from './image-value';

const MAX_SIDE = 20_000;
const ALT_MAX = 300;

const srcSchemaOf = (art: readonly string[]) =>
  v.pipe(v.string(), v.maxLength(4_000_000), v.check(srcCheckOf(art), srcMessageOf(art)));
const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SIDE));
const unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const variantSchema = v.object({
  src: v.pipe(srcSchemaOf([]), v.minLength(1)),
  width: side,
  height: side,
});

/** The object form of a value whose src may also name one of `art`. */
const objectSchemaOf = (art: readonly string[]) =>
  v.object({
    src: srcSchemaOf(art),
    alt: v.optional(
      v.pipe(v.string(), v.maxLength(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters.`)),
      '',
    ),
    decorative: v.optional(v.boolean()),
    width: v.optional(side),
    height: v.optional(side),
    variants: v.optional(
      v.pipe(
        v.array(variantSchema),
        v.maxLength(MAX_VARIANTS),
        v.check(
          (list) => list.every((item, index) => index === 0 || item.width > (list[index - 1]?.width ?? 0)),
          'Image sizes must be listed from narrowest to widest.',
        ),
      ),
    ),
    placeholder: v.optional(v.pipe(v.string(), v.check(isPlaceholder, 'Not an image placeholder.'))),
    focal: v.optional(v.object({ x: unit, y: unit })),
  });

/** Either form of a value: a bare address or the object. */
const inputSchemaOf = (art: readonly string[]) =>
  v.union(
    [v.pipe(v.string(), v.check(srcCheckOf(art), srcMessageOf(art))), objectSchemaOf(art)],
    srcMessageOf(art),
  );

type ObjectInput = v.InferOutput<ReturnType<typeof objectSchemaOf>>;

/** A clean value with a fixed key order and no undefined keys (stable JSON for draft comparison). */
function normalise(input: string | ObjectInput, legacyDecorative: boolean): ImageValue {
  if (typeof input === 'string') {
    // A bare address: an image stored before images had alt text (hero backgrounds were CSS backgrounds).
    return legacyDecorative && input ? { src: input, alt: '', decorative: true } : { src: input, alt: '' };
  }
  const out: ImageValue = { src: input.src, alt: input.src ? input.alt.trim() : '' };
  // A bundled illustration is drawn at the size its page gives it: it has no sizes of its own.
  if (!input.src || artNameOf(input.src) !== undefined) return out;
  if (input.decorative) out.decorative = true;
  if (input.width !== undefined && input.height !== undefined) {
    out.width = input.width;
    out.height = input.height;
  }
  if (input.variants?.length)
    out.variants = input.variants.map(({ src, width, height }) => ({ src, width, height }));
  if (input.placeholder) out.placeholder = input.placeholder;
  if (input.focal) out.focal = { x: input.focal.x, y: input.focal.y };
  return out;
}

/** How an image field treats alt text. */
export type AltRule = 'required' | 'optional' | 'none';

export const altRequiredMessage = (title: string, decorative: boolean) =>
  decorative
    ? `${title}: describe the image in its alt text, or mark it as decorative.`
    : `${title}: describe the image in its alt text.`;

/** No bundled illustrations: what every image field but an illustration offers. */
const NO_ART: readonly string[] = Object.freeze([]);

/** The input schema of each list of bundled illustrations, built once. */
const inputSchemas = new Map<readonly string[], ReturnType<typeof inputSchemaOf>>();
const inputSchemaFor = (art: readonly string[]) => {
  const known = inputSchemas.get(art);
  if (known) return known;
  const schema = inputSchemaOf(art);
  inputSchemas.set(art, schema);
  return schema;
};

/**
 * The valibot schema of one image value. `alt: 'required'` refuses an image without alt text
 * (unless `decorative` allows marking it decorative); a plain string read from storage counts as
 * decorative where that is allowed, since such images were drawn as CSS backgrounds. `art` lists
 * the bundled illustrations the value may name as `art:<name>` (none unless given).
 */
export function imageValueSchema(options: {
  title: string;
  alt: AltRule;
  decorative: boolean;
  art?: readonly string[];
}) {
  return v.pipe(
    inputSchemaFor(options.art ?? NO_ART),
    v.transform((input): ImageValue => normalise(input, options.decorative && options.alt === 'required')),
    v.check(
      (value) =>
        options.alt !== 'required' ||
        !value.src ||
        value.alt !== '' ||
        (options.decorative && value.decorative === true),
      altRequiredMessage(options.title, options.decorative),
    ),
    v.check((value) => options.decorative || !value.decorative, `${options.title} cannot be decorative.`),
  );
}

/**
 * The value as an image value, whatever its stored form; anything unreadable is no image. For code
 * that meets values outside a schema parse (form state, a rich-text node's attributes). `art`: the
 * bundled illustrations it may name (an illustration field's).
 */
export function toImageValue(input: unknown, art: readonly string[] = NO_ART): ImageValue {
  const result = v.safeParse(inputSchemaFor(art), input);
  return result.success ? normalise(result.output, false) : { ...EMPTY_IMAGE };
}

/**
 * What an unreadable stored image can keep (salvage): its address and alt text, when those are
 * valid, without the parts that are not. Undefined when nothing can be kept. `art`: the bundled
 * illustrations the field offers.
 */
export function repairImage(input: unknown, art: readonly string[] = NO_ART): ImageValue | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const record = input as Record<string, unknown>;
  if (typeof record.src !== 'string' || !srcCheckOf(art)(record.src)) return undefined;
  const kept = {
    src: record.src,
    alt: typeof record.alt === 'string' ? record.alt.slice(0, ALT_MAX) : '',
    decorative: record.decorative === true ? true : undefined,
  };
  return toImageValue(kept, art);
}
