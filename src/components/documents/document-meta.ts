/** What a document's card and page say about it: its date, its author's name, its reading time. */

import type { Labels } from '@/app/reference-labels';

/** "March 12, 2024", the same wherever it is rendered (UTC, so prerendered pages hydrate as built). */
export const formatDate = (iso: string): string =>
  Number.isNaN(Date.parse(iso))
    ? ''
    : new Date(iso).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });

export const readingTime = (minutes: number) => `${minutes} min read`;

export interface AuthorValue {
  member: string;
  name: string;
}

/** A leadership member's current name (`members`: their names by id), else the free-text name, else the company's. */
export function authorName(author: AuthorValue, members: Labels): string {
  const name: unknown = author.member ? members[author.member] : undefined;
  return (typeof name === 'string' && name) || author.name || 'Connectia Team';
}
