/** The public address of a document: its collection's path and its slug (pages import this alone). */
export const documentPath = (collection: { path: string }, slug: string): string =>
  `${collection.path}/${slug}`;
