/**
 * Direction controls in what a visitor typed, made visible. An override (U+202E) or isolate
 * (U+2066-U+2069), a mark (U+200E, U+200F, U+061C) or an embedding (U+202A-U+202D) is invisible and
 * can make text read as something it is not: 'Ali <U+202E>gpj.exe<U+202C> Hassan' shows as
 * 'Ali exe.jpg Hassan'. Wherever the owner reads a visitor's words (the Inbox, its CSV export, the
 * notification e-mail) each control is replaced by a visible mark naming it, '⟨U+202E⟩', so the text
 * reads in the order it was typed and the owner sees that something was hidden in it.
 *
 * Kept beside the Edge Functions because the notify function is deployed on its own and may import
 * only from supabase/functions; the admin imports it from here too.
 */

const CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** A piece of marked text: words as typed, or a control by its code point ('U+202E'). */
export type MarkedPart = string | { control: string };

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The text split at its direction controls, each control named by its code point. */
export function markBidiControls(text: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CONTROLS)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ control: codePoint(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** How a control reads in plain text: '⟨U+202E⟩'. */
export const controlMark = (control: string) => `\u27e8${control}\u27e9`;

/** The text with every direction control written as its visible mark. */
export const showBidiControls = (text: string): string =>
  markBidiControls(text)
    .map((part) => (typeof part === 'string' ? part : controlMark(part.control)))
    .join('');

/** Whether the text holds a direction control. */
export const hasBidiControls = (text: string): boolean => new RegExp(CONTROLS.source).test(text);
