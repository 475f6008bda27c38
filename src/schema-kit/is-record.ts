/** A plain object's entries can be read: not null, not an array (for code that meets stored JSON). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
