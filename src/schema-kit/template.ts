/**
 * Texts with values the page fills in: 'By {author}', '{minutes} min read'. The owner edits the
 * words around a `{name}`; the component puts the value there. One syntax for the schema's check
 * (a placeholder must survive an edit) and for the components that fill them.
 */
/** Split at its placeholders, a text alternates words and placeholder names: ['By ', 'author', '']. */
const split = (text: string): string[] => text.split(/\{([A-Za-z]\w*)\}/);

/** The placeholders a text holds, each once, in order: ['author'] for 'By {author}'. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set(split(text).filter((_, index) => index % 2)),
];

/**
 * The text's pieces with each placeholder replaced by its value, e.g. a link for `{email}`; a
 * placeholder without a value stays as written. Empty pieces are left out.
 */
export const fillParts = <T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] =>
  split(text)
    .map((part, index) =>
      index % 2 === 0 ? part : Object.hasOwn(values, part) ? (values[part] as T) : `{${part}}`,
    )
    .filter((part) => part !== '');

/** The text with each placeholder replaced by its value: fill('By {author}', { author: 'Ali' }). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  fillParts(text, values).join('');
