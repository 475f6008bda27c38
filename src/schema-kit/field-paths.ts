/**
 * Typed paths into an entity's settings, so an editor that reaches for a field by name is checked by
 * the compiler: renaming a field in its schema fails every editor that still uses the old name.
 *   FieldPath<{ box: { colour: string }; items: { title: string }[] }>
 *     = 'box' | 'box.colour' | 'items' | 'items.title'   (a list's item fields, as descriptors nest)
 *   ValuePath<...> = 'box' | 'box.colour' | 'items'      (what a single value can be set at)
 *
 * A blocks field's rows differ by kind, so its paths name the kind before the field:
 *   FieldPath<{ sections: ({ id: string; kind: 'hero'; title: string } | { id: string; kind: 'cta'; href: string })[] }>
 *     = 'sections' | 'sections.hero' | 'sections.hero.title' | 'sections.cta' | 'sections.cta.href'
 * A row is a block row when it has an `id` and a `kind` that is one literal (a list item whose
 * `kind` is a select of several values is an ordinary item).
 */

type Plain<T> = T extends readonly unknown[] ? never : T extends object ? T : never;

/** A rich-text body is one field: its nodes are the body's, not fields of the schema. */
type RichBody = { type: 'doc' };

export type FieldPath<T> = {
  [K in keyof Plain<T> & string]:
    | K
    | (Plain<T>[K] extends RichBody
        ? never
        : Plain<T>[K] extends readonly (infer Item)[]
          ? Item extends object
            ? `${K}.${ItemPath<Item>}`
            : never
          : Plain<T>[K] extends object
            ? `${K}.${FieldPath<Plain<T>[K]>}`
            : never);
}[keyof Plain<T> & string];

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** A list item's paths: its fields, or for block rows (distributed over the kinds) `kind.field`. */
type ItemPath<Item> = Item extends { id: string; kind: infer Kind extends string }
  ? true extends IsUnion<Kind>
    ? FieldPath<Item>
    : string extends Kind
      ? FieldPath<Item>
      : Kind | `${Kind}.${FieldPath<Omit<Item, 'id' | 'kind'>>}`
  : FieldPath<Item>;

export type ValuePath<T> = {
  [K in keyof Plain<T> & string]:
    | K
    | (Plain<T>[K] extends readonly unknown[]
        ? never
        : Plain<T>[K] extends object
          ? `${K}.${ValuePath<Plain<T>[K]>}`
          : never);
}[keyof Plain<T> & string];

export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** A path's steps: `cards[2].label` is `cards`, 2, `label`. */
const stepsOf = (path: string): (string | number)[] =>
  path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The value at a form path (`home.title`, `cards[2].label`); undefined where there is none. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const step of stepsOf(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** `value` with the value at `path` replaced by `change(it)` (copied along the path; nothing else is). */
export function updateAt(value: unknown, path: string, change: (current: unknown) => unknown): unknown {
  const update = (current: unknown, steps: (string | number)[]): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) return change(current);
    if (current === null || typeof current !== 'object') return current;
    const copy = (Array.isArray(current) ? [...current] : { ...current }) as Record<string | number, unknown>;
    copy[step] = update(copy[step], rest);
    return copy;
  };
  return update(value, stepsOf(path));
}
