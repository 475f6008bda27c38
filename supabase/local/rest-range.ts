/**
 * PostgREST's row ranges and counts: which rows a read asks for (the `Range` request header, e.g.
 * `0-9` in items, together with `limit` and `offset`), whether it wants the number of rows its
 * filters match (`Prefer: count=exact|planned|estimated`; here every count is exact), and how the
 * answer says what it holds (`Content-Range: 0-9/25`, `*` for an unknown total or an empty range;
 * 206 when a counted answer holds fewer rows than match, 416 past the end).
 */
import { RestError } from './rest-query';

/** Rows from `offset` on, at most `limit` of them (`undefined`: no limit). */
export interface RowRange {
  offset: number;
  limit: number | undefined;
}

const unsatisfiable = (details: string, headers: Record<string, string> = {}) =>
  new RestError(416, 'PGRST103', 'Requested range not satisfiable', details, null, headers);

/**
 * The rows a request reads: the `limit`/`offset` parameters' range within the `Range` header's.
 * As in PostgREST the header counts for GET only (RFC 9110 defines ranges for GET alone), and one it
 * cannot parse is ignored.
 */
export function requestedRange(params: RowRange, method: string, header: string | undefined): RowRange {
  const match = method === 'GET' ? /^(\d+)-(\d*)$/.exec(header?.trim() ?? '') : null;
  if (!match) return params;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? undefined : Number(match[2]);
  if (upper !== undefined && upper < lower)
    throw unsatisfiable(
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  // limit=0 asks for no rows at all, whatever the header says.
  if (params.limit === 0) return params;
  const offset = Math.max(lower, params.offset);
  const ends = [upper, params.limit === undefined ? undefined : params.offset + params.limit - 1].filter(
    (end): end is number => end !== undefined,
  );
  const last = ends.length > 0 ? Math.min(...ends) : undefined;
  if (last !== undefined && last < offset)
    throw unsatisfiable('Limit should be greater than or equal to zero.');
  return { offset, limit: last === undefined ? undefined : last - offset + 1 };
}

/** ` limit N offset M` for SQL. */
export const rangeSql = ({ offset, limit }: RowRange): string =>
  `${limit === undefined ? '' : ` limit ${limit}`}${offset > 0 ? ` offset ${offset}` : ''}`;

/** Whether `Prefer` asks for a count (any of PostgREST's three kinds). */
export const wantsCount = (prefer: ReadonlySet<string>): boolean =>
  ['exact', 'planned', 'estimated'].some((kind) => prefer.has(`count=${kind}`));

/** `Content-Range` of `rows` rows from `first` on, of `total` (undefined: not counted). */
export function contentRange(first: number, rows: number, total: number | undefined): string {
  const range = total !== 0 && rows > 0 ? `${first}-${first + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** A read's status: 206 when counted and partial, 200 otherwise; past the end, 416 as an error. */
export function readStatus(first: number, rows: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (first > total)
    throw unsatisfiable(`An offset of ${first} was requested, but there are only ${total} rows.`, {
      'Content-Range': contentRange(first, 0, total),
    });
  return rows < total ? 206 : 200;
}
