/** PostgREST query-string parsing (select, filters, order, limit/offset) into safe SQL fragments. */
import type { RowRange } from './rest-range';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Headers the error answer carries besides its JSON (a 416's Content-Range). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};

export const isIdent = (name: string): boolean => IDENT.test(name);
export const quoteIdent = (name: string): string => {
  if (!isIdent(name)) throw new RestError(400, 'PGRST100', `invalid identifier (${name})`);
  return `"${name}"`;
};

export interface ParsedQuery {
  /** SQL select list over alias _t, e.g. `_t."id", _t."email"` or `_t.*` */
  columns: string;
  /** Column names of the select list (undefined for *). */
  columnNames: string[] | undefined;
  where: string;
  params: unknown[];
  orderBy: string;
  /** The rows `limit` and `offset` ask for (a `Range` header may narrow them: ./rest-range.ts). */
  range: RowRange;
  hasFilters: boolean;
}

function columnError(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function parseSelect(
  raw: string | null,
  table: string,
  known: ReadonlySet<string>,
): string[] | undefined {
  const value = (raw ?? '*').replace(/\s+/g, '');
  if (value === '' || value === '*') return undefined;
  const names = value.split(',');
  for (const name of names) {
    if (!isIdent(name)) {
      throw new RestError(
        400,
        'PGRST100',
        `failed to parse select parameter (${raw ?? ''})`,
        `unexpected "${name}"`,
      );
    }
    if (!known.has(name)) throw columnError(table, name);
  }
  return names;
}

function splitList(inner: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] ?? '';
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && quoted && i + 1 < inner.length) current += inner[++i] ?? '';
    else if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw new Error('unterminated quote');
  items.push(current);
  return items;
}

export function parseQuery(search: URLSearchParams, table: string, known: ReadonlySet<string>): ParsedQuery {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [key, raw] of search) {
    if (RESERVED.has(key)) continue;
    const bad = (details: string) =>
      new RestError(400, 'PGRST100', `failed to parse filter (${raw})`, details);
    if (key === 'or' || key === 'and' || key === 'not')
      throw bad('logical filters are not supported by the local stand-in');
    // A column, or one key of a json(b) column as text: `fields->>category` (PostgREST's syntax).
    const [column = '', jsonKey, ...extra] = key.split('->>');
    if (!isIdent(column) || extra.length > 0 || (jsonKey !== undefined && !isIdent(jsonKey)))
      throw new RestError(
        400,
        'PGRST100',
        `failed to parse filter (${key}=${raw})`,
        `invalid column name "${key}"`,
      );
    if (!known.has(column)) throw columnError(table, column);
    const col =
      jsonKey === undefined ? `_t.${quoteIdent(column)}` : `(_t.${quoteIdent(column)} ->> '${jsonKey}')`;
    const dot = raw.indexOf('.');
    if (dot <= 0) throw bad(`expecting an operator followed by "." in "${raw}"`);
    const op = raw.slice(0, dot);
    const value = raw.slice(dot + 1);
    const sqlOp = COMPARE[op];
    if (sqlOp) {
      const v = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
      conditions.push(`${col} ${sqlOp} ${bind(v)}`);
    } else if (op === 'is') {
      const lower = value.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(lower))
        throw bad(`unexpected "${value}", expecting null, true, false or unknown`);
      conditions.push(`${col} is ${lower}`);
    } else if (op === 'cs' || op === 'cd') {
      // Array containment, as PostgREST: `locales=cs.{ar}` is `locales @> '{ar}'`.
      if (jsonKey !== undefined || !value.startsWith('{') || !value.endsWith('}'))
        throw bad(`expecting an array literal "{...}" after "${op}."`);
      conditions.push(`${col} ${op === 'cs' ? '@>' : '<@'} ${bind(value)}`);
    } else if (op === 'in') {
      if (!value.startsWith('(') || !value.endsWith(')')) throw bad('expecting "(" ... ")" after "in."');
      let items: string[];
      try {
        items = splitList(value.slice(1, -1));
      } catch {
        throw bad('unterminated quoted value');
      }
      conditions.push(
        items.length === 1 && items[0] === '' ? 'false' : `${col} in (${items.map(bind).join(', ')})`,
      );
    } else {
      throw bad(`unknown operator "${op}"`);
    }
  }
  const names = parseSelect(search.get('select'), table, known);
  return {
    columns: names ? names.map((n) => `_t.${quoteIdent(n)}`).join(', ') : '_t.*',
    columnNames: names,
    where: conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '',
    params,
    orderBy: parseOrder(search.get('order'), table, known),
    range: parseRange(search),
    hasFilters: conditions.length > 0,
  };
}

function parseOrder(raw: string | null, table: string, known: ReadonlySet<string>): string {
  if (raw === null || raw.trim() === '') return '';
  const terms = raw.split(',').map((term) => {
    const [name = '', ...mods] = term.trim().split('.');
    if (!isIdent(name))
      throw new RestError(400, 'PGRST100', `failed to parse order (${raw})`, `unexpected "${name}"`);
    if (!known.has(name)) throw columnError(table, name);
    let sql = `_t.${quoteIdent(name)}`;
    for (const mod of mods) {
      if (mod === 'asc' || mod === 'desc') sql += ` ${mod}`;
      else if (mod === 'nullsfirst') sql += ' nulls first';
      else if (mod === 'nullslast') sql += ' nulls last';
      else throw new RestError(400, 'PGRST100', `failed to parse order (${raw})`, `unexpected "${mod}"`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function parseRange(search: URLSearchParams): RowRange {
  const numberOf = (key: 'limit' | 'offset') => {
    const raw = search.get(key);
    if (raw === null) return undefined;
    if (!/^\d{1,9}$/.test(raw)) throw new RestError(400, 'PGRST100', `failed to parse ${key} (${raw})`);
    return Number(raw);
  };
  return { offset: numberOf('offset') ?? 0, limit: numberOf('limit') };
}

/** Columns named by `?columns=` (insert) or the union of the body objects' keys. */
export function insertColumns(
  search: URLSearchParams,
  rows: Record<string, unknown>[],
  table: string,
  known: ReadonlySet<string>,
): string[] {
  const raw = search.get('columns');
  const names =
    raw !== null
      ? raw.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
      : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const name of names) {
    if (!isIdent(name) || !known.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table}' in the schema cache`,
      );
    }
  }
  return names;
}
