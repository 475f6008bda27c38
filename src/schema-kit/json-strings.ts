/** Walks the strings of a JSON-like settings value (objects, arrays, strings; anything else is kept). */

/** Every string in the value, in document order. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) stringsIn(inner, into);
  return into;
}

/**
 * The value with each string replaced by `map(string, key)`, one string at a time, in document
 * order. `key` is the one the string sits under (undefined in an array or at the root): an image's
 * `src` is an address, its `placeholder` is not.
 */
export async function mapStrings(
  value: unknown,
  map: (text: string, key: string | undefined) => Promise<string>,
  key?: string,
): Promise<unknown> {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(await mapStrings(item, map));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [inner, item] of Object.entries(value)) out[inner] = await mapStrings(item, map, inner);
    return out;
  }
  return value;
}
