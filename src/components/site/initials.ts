/**
 * The avatar initials rules. The public team card (spec point 2: 'initials fallback when the photo
 * fails') shows the first letters of the first two words, or the first two letters of a single word.
 * The admin's member table has its own rule in the spec (point 2, Leadership editor): 'Avatar
 * fallback shows the first two letters of the name in upper case'.
 */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  if (second) return `${first.slice(0, 1)}${second.slice(0, 1)}`.toUpperCase();
  return first.slice(0, 2).toUpperCase();
}

/** The admin table's rule: the name's first two letters (or digits), in upper case: 'Zed Quinn' -> 'ZE'. */
export function firstTwoLettersOf(name: string | undefined): string {
  return ((name ?? '').match(/[\p{L}\p{N}]/gu) ?? []).slice(0, 2).join('').toUpperCase();
}
