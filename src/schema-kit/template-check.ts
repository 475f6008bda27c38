/** The schema's check that an edit keeps a text's placeholders (./template.ts). */
import * as v from 'valibot';
import { placeholdersIn } from './template';

/**
 * A value keeps the `names` placeholders and adds none, so what the component fills in is there
 * (always true without names).
 */
export function keepsPlaceholders(title: string, names: readonly string[]) {
  const wanted = [...names].sort().join();
  return v.check<string, string>(
    (value) => !wanted || [...placeholdersIn(value)].sort().join() === wanted,
    wanted &&
      `${title} must keep ${names.map((name) => `{${name}}`).join(' and ')}, and no other {…}: the page puts ${names.length > 1 ? 'their values' : 'a value'} there.`,
  );
}
