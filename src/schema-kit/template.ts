/**
 * Texts with values the page fills in: 'By {author}', '{minutes} min read'. The owner edits the
 * words around a `{name}`; the component puts the value there. One syntax for the schema's check
 * (a placeholder must survive an edit) and for the components that fill them.
 */

const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

/** The placeholders a text holds, each once, in order: ['author'] for 'By {author}'. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] as string)),
];

/**
 * The text split at its placeholders, each replaced by its value, e.g. a link for `{email}`;
 * a placeholder without a value stays as written. Empty pieces are left out.
 */
export function fillParts<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(values[name] as T);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The text with each placeholder replaced by its value: fill('By {author}', { author: 'Ali' }). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  fillParts(text, values).join('');
