/** What a document's card and page say about its author: the name (dates: ./format.ts). */

import type { Labels } from '@/app/reference-labels';

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
