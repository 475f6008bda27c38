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
