/**
 * A blocks field: a list of typed sections (a hero, a call to action, …), each row one of several
 * kinds with fields of its own. Stored rows are `{ id, kind, …fields }`: `kind` names the block
 * definition (a `v.variant('kind', …)` option, which the schema walker already reads by its
 * discriminator) and `id` is stable, so later work (translations, on-page editing) can address a row
 * whatever its position.
 *
 * The admin gives a new or duplicated row a random id; a stored row without one gets a deterministic
 * id here, derived from its kind and position, so reading stays pure (the same input reads the same).
 */
import * as v from 'valibot';
import { type BaseOptions, hinted } from './fields';

/** One kind of block: its title (the admin's palette and row heading), fields and summary field. */
export interface BlockDefinition<TEntries extends v.ObjectEntries = v.ObjectEntries> {
  title: string;
  entries: TEntries;
  /** A field of this block whose value is shown on the row (like a list's `summary`); `block()` checks it. */
  summary?: string;
}

/** Declares one block kind; `f.blocks` gives it its `kind` and `id`. */
export function block<const TEntries extends v.ObjectEntries>(
  title: string,
  entries: TEntries,
  options: { summary?: keyof TEntries & string } = {},
): BlockDefinition<TEntries> {
  return { title, entries, summary: options.summary };
}

/** The stored shape of one kind's rows: the id (missing ones are filled in by the field), the kind, the fields. */
type RowSchema<K extends string, TEntries extends v.ObjectEntries> = v.ObjectSchema<
  { id: ReturnType<typeof blockId>; kind: v.LiteralSchema<K, undefined> } & TEntries,
  undefined
>;

type RowSchemas<TDefs extends Record<string, BlockDefinition>> = {
  [K in keyof TDefs & string]: RowSchema<K, TDefs[K]['entries']>;
}[keyof TDefs & string];

/** A row as the field outputs it (one of the kinds, with its id). */
export type BlockRowOf<TDefs extends Record<string, BlockDefinition>> = Flat<
  v.InferOutput<RowSchemas<TDefs>>
>;

/** Each row type as one plain object type (hover text and type equality read it as written). */
type Flat<T> = T extends unknown ? { [K in keyof T]: T[K] } : never;

/** The row type of a blocks field (a schema), or of one of its kinds: `BlockOf<typeof sections, 'hero'>`. */
export type BlockOf<F extends v.GenericSchema, K extends BlockKind<F> = BlockKind<F>> = Extract<
  v.InferOutput<F> extends readonly (infer Row)[] ? Row : never,
  { kind: K }
>;

/** The kinds of a blocks field. */
export type BlockKind<F extends v.GenericSchema> =
  v.InferOutput<F> extends readonly { kind: infer K }[] ? K & string : never;

/** Which kinds go first or last, and how many rows the field holds. */
export interface BlockRules<K extends string> {
  first?: K;
  last?: K;
  min?: number;
  max?: number;
}

type Row = { id?: string; kind: string };

/** A row's id: kept with the row, never shown as a field (the admin makes one for a new row). */
const blockId = () => v.optional(hinted(v.string(), 'Id', { widget: 'hidden' }), '');

/**
 * Rows without an id get `<kind>-<position>` (with a suffix should a stored row already use it).
 * Pure: the same rows always get the same ids.
 */
export function fillBlockIds<T extends Row>(rows: T[]): (T & { id: string })[] {
  const taken = new Set(rows.map((row) => row.id).filter(Boolean));
  return rows.map((row, index) => {
    if (row.id) return row as T & { id: string };
    let id = `${row.kind}-${index + 1}`;
    for (let n = 2; taken.has(id); n++) id = `${row.kind}-${index + 1}-${n}`;
    taken.add(id);
    return { ...row, id };
  });
}

/** Reading stored rows: a repeated id is dropped, so the row gets a fresh deterministic one. */
function repairIds(input: unknown): unknown {
  if (!Array.isArray(input)) return input;
  const seen = new Set<unknown>();
  return input.map((row) => {
    if (typeof row !== 'object' || row === null) return row;
    const id = (row as Row).id;
    if (!seen.has(id)) {
      seen.add(id);
      return row;
    }
    return { ...row, id: '' };
  });
}

const duplicateId = (rows: readonly Row[]): string | undefined =>
  rows.map((row) => row.id).find((id, index, ids) => ids.indexOf(id) !== index);

/**
 * A list of typed blocks. `definitions` maps each kind to its `f.block(…)`; `fallback` is the
 * default rows (ids may be left out). Rules are schema checks, so a save that breaks one is refused
 * with its message.
 */
export function blocks<const TDefs extends Record<string, BlockDefinition>>(
  title: string,
  definitions: TDefs,
  fallback: v.InferInput<RowSchemas<TDefs>>[],
  options: BaseOptions & BlockRules<keyof TDefs & string> & { addLabel?: string } = {},
) {
  const kinds = Object.keys(definitions) as (keyof TDefs & string)[];
  const rows = kinds.map((kind) => {
    const definition = definitions[kind] as BlockDefinition;
    return hinted(
      v.object({ id: blockId(), kind: v.literal(kind), ...definition.entries }),
      definition.title,
      { widget: 'group', summary: definition.summary },
    );
  }) as unknown as RowSchemas<TDefs>[];
  const titleOf = (kind: string | undefined) => (kind ? (definitions[kind]?.title ?? kind) : '');
  const { first, last, min = 0, max = 100 } = options;
  const schema = v.pipe(
    v.array(v.variant('kind', rows, `${title}: each block must be one of: ${kinds.join(', ')}.`)),
    v.transform((items) => fillBlockIds(items as Row[]) as unknown as BlockRowOf<TDefs>[]),
    v.minLength(min, `${title} must have at least ${min} blocks.`),
    v.maxLength(max, `${title} can hold at most ${max} blocks.`),
    v.check(
      (items) => duplicateId(items as readonly Row[]) === undefined,
      (issue) => `${title}: two blocks share the id “${duplicateId(issue.input as Row[])}”.`,
    ),
    v.check(
      (items) => !first || items.length === 0 || (items as readonly Row[])[0]?.kind === first,
      `${title}: the ${titleOf(first)} block must come first.`,
    ),
    v.check(
      (items) => !last || items.length === 0 || (items as readonly Row[]).at(-1)?.kind === last,
      `${title}: the ${titleOf(last)} block must come last.`,
    ),
  );
  return v.optional(
    hinted(
      schema,
      title,
      { widget: 'blocks', addLabel: options.addLabel, repair: repairIds },
      options.description,
    ),
    () => structuredClone(fallback),
  );
}
