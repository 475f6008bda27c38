/** Walks the strings of a JSON-like settings value (objects, arrays, strings; anything else is kept). */

/** The value with each string replaced by `map(string)`, one string at a time, in document order. */
export async function mapStrings(value: unknown, map: (text: string) => Promise<string>): Promise<unknown> {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(await mapStrings(item, map));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = await mapStrings(inner, map);
    return out;
  }
  return value;
}

/** Every string in the value, in document order. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) stringsIn(inner, into);
  return into;
}

/**
 * Like mapStrings, but `map` also gets the key the string sits under (undefined in an array or at
 * the root): an image's `src` is an address, its `placeholder` is not.
 */
export async function mapStringsByKey(
  value: unknown,
  map: (text: string, key: string | undefined) => Promise<string>,
  key?: string,
): Promise<unknown> {
  if (typeof value === 'string') return map(value, key);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(await mapStringsByKey(item, map));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [inner, item] of Object.entries(value)) out[inner] = await mapStringsByKey(item, map, inner);
    return out;
  }
  return value;
}
