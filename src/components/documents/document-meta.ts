/** What a document's card and page say about it: its date and its author's name. */

import type { Labels } from '@/app/reference-labels';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "March 12, 2024", the same wherever it is rendered (UTC, so prerendered pages hydrate as built):
 * en-US's long date, written out. Intl builds its first date formatter in one task of ~15 ms (its
 * time-zone and locale data), which a phone would spend in the middle of hydrating the page.
 */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export interface AuthorValue {
  member: string;
  name: string;
}

/**
 * A leadership member's current name (`members`: their names by id), else the free-text name; ''
 * for none (the page then names Site Text's author of unsigned articles).
 */
export function authorName(author: AuthorValue, members: Labels): string {
  const name: unknown = author.member ? members[author.member] : undefined;
  return (typeof name === 'string' && name) || author.name;
}
