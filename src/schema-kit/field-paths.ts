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

import { isRecord } from './is-record';

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

/**
 * A field's address in a value: the second and last way this code names a field, beside the typed
 * path above. Keys are joined by dots, and a list's row is named in brackets, by its stable id when
 * it has one (`sections[#services].cards[#cloud].title`) or else by its place (`navigation[2].label`).
 * An address by id survives a reorder, so it is what marks on the page, untranslated-field lists and
 * the marker build use; TanStack Form names its fields by place (`sections[0].cards[3].title`) and
 * valibot's issues are written the same way (addressOfIssue), so a refusal names the form's field.
 * Following an address into a value is ./value-at.ts.
 */
export type Step = string | number | { readonly id: string };

const STEP = /([^.[\]]+)|\[(#?)([^\]]*)\]/g;

/** An address's steps: `cards[#a].label` is `cards`, `{ id: 'a' }`, `label`; `cards[2]` is `cards`, 2. */
export function stepsOf(address: string): Step[] {
  const steps: Step[] = [];
  for (const [, key, hash, inside] of address.matchAll(STEP)) {
    if (key !== undefined) steps.push(key);
    else if (hash) steps.push({ id: inside ?? '' });
    else if (/^\d+$/.test(inside ?? '')) steps.push(Number(inside));
  }
  return steps;
}

/** The address one step further in. */
export const childAddress = (address: string, step: Step): string =>
  typeof step === 'number'
    ? `${address}[${step}]`
    : typeof step === 'object'
      ? `${address}[#${step.id}]`
      : address
        ? `${address}.${step}`
        : step;

/** A list row's step: its stable id when it has one, else its place. */
export function rowStep(row: unknown, index: number): Step {
  const id = isRecord(row) ? row.id : undefined;
  return typeof id === 'string' && id !== '' ? { id } : index;
}

/** The address of a valibot issue's path (`items[2].title`; '' for the whole value). */
export const addressOfIssue = (path: readonly { key: unknown }[] | undefined): string =>
  (path ?? []).reduce<string>(
    (address, { key }) => childAddress(address, typeof key === 'number' ? key : String(key)),
    '',
  );

/** The list rows a typed path passes through, by the list field's name: the row itself (its id and kind), or its place. */
export type PathRows = Readonly<Record<string, { readonly id?: string; readonly kind?: string } | number>>;

/**
 * A typed path's address given the rows it passes through: `sections.services.cards.title` with
 * `{ sections: { id: 'services', kind: 'services' }, cards: { id: 'cloud' } }` is
 * `sections[#services].cards[#cloud].title`. Undefined for a row with neither id nor place.
 */
export function addressOf(path: string, rows: PathRows = {}): string | undefined {
  const steps = path.split('.');
  let address = '';
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as string;
    address = childAddress(address, step);
    const row = rows[step];
    if (row === undefined) continue;
    if (typeof row === 'number') address = childAddress(address, row);
    else if (row.id) address = childAddress(address, { id: row.id });
    else return undefined;
    // A block row's fields follow its kind in the typed path; the id says which row it is.
    if (typeof row !== 'number' && row.kind !== undefined && steps[index + 1] === row.kind) index++;
  }
  return address;
}
