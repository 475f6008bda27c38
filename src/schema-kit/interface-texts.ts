/**
 * The short texts of the site's interface ('Read More', form labels and messages), declared as a
 * `key: default` table per area: each entry becomes a required text field titled by its key
 * ('skipLink' -> 'Skip link') that keeps the `{placeholders}` of its default (./template.ts). A
 * table of a hundred texts then costs every page's scripts its words and little more; where each
 * text appears is said by the entity's admin-only descriptions (`admin.descriptions`), which load
 * with its tab.
 */
import { text, textarea } from './fields';

/** A field's key as a title: 'skipLink' -> 'Skip link', 'not-found' -> 'Not found'. */
export function humanise(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** Longer defaults (messages) are edited in a text area. */
const LONG = 80;

type TextField = ReturnType<typeof text>;

/** The fields of a table of interface texts, for an `f.group` (or an entity's schema). */
export function interfaceTexts<const E extends Readonly<Record<string, string>>>(
  entries: E,
): { [K in keyof E]: TextField } {
  return Object.fromEntries(
    Object.entries(entries).map(([key, fallback]) => [
      key,
      (fallback.length > LONG ? textarea : text)(humanise(key), fallback, {
        required: true,
        placeholders: true,
      }),
    ]),
  ) as { [K in keyof E]: TextField };
}

export { choiceName } from './choice-name';
