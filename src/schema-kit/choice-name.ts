/**
 * The name a stored choice (an article's category, a job's type) is shown by: the entry of `names`
 * whose default (in `defaults`) is the choice. The stored choice stays the key its links and filters
 * use; its shown name is the owner's, in each language. A choice without an entry shows as itself.
 */
export function choiceName<const D extends Readonly<Record<string, string>>>(
  defaults: D,
  names: Readonly<Record<keyof D, string>>,
  choice: string,
): string {
  const key = (Object.keys(defaults) as (keyof D)[]).find((candidate) => defaults[candidate] === choice);
  return key === undefined ? choice : names[key];
}

/**
 * A choice's shown name inside a sentence ('Talk to our {category} team'): English writes a
 * common noun there in lower case ('our cloud technology team'); every other language keeps the
 * name exactly as the owner wrote it, so an Arabic sentence never shows a lower-cased English key
 * ('devops') where its name ('DevOps') belongs.
 */
export const nameInSentence = (name: string, locale: string): string =>
  locale === 'en' ? name.toLowerCase() : name;
