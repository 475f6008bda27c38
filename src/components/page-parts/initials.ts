/**
 * The avatar initials, shown when a member's photo is missing or fails to load, so a card never
 * shows a broken image. The public team card shows the first letters of the first two words, or the
 * first two letters of a single word (a name reads as a person's initials). The admin's member table
 * shows the first two letters of the name in upper case: a compact label the owner scans in a list.
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
