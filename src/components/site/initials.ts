/**
 * The one avatar-initials rule, for the public team card and the admin's member list alike: the
 * first letters of the first two words, or the first two letters of a single word.
 */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  if (second) return `${first.slice(0, 1)}${second.slice(0, 1)}`.toUpperCase();
  return first.slice(0, 2).toUpperCase();
}
