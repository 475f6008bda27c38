/**
 * The loader of a page document's route (/services/<slug>, /portfolio/<slug>): the published, due
 * document of the collection, or the not-found page. Unknown, unpublished and not-yet-published slugs
 * all read as not found, as articles do.
 */
import { notFound } from '@tanstack/react-router';
import type { Collection, DocumentOf } from '@/schema-kit/collection';
import { readDocuments } from './documents-loader';
import type { RouterContext } from './router-context';

export async function loadPageDocument<C extends Collection>(
  context: RouterContext,
  routeId: string,
  collection: C,
  slug: string,
): Promise<DocumentOf<C>> {
  const documents = await readDocuments(context, routeId, collection);
  const page = await documents.get(collection, slug);
  if (!page) throw notFound();
  return page.data;
}

/** Every due page's slug, for the prerenderer (the documents of the build, or the seeds). */
export async function pageDocumentParams(
  documents: () => Promise<{ all(collection: Collection): Promise<readonly { slug: string }[]> }>,
  collection: () => Promise<{ default: Collection }>,
): Promise<{ slug: string }[]> {
  const rows = await (await documents()).all((await collection()).default);
  return rows.map((row) => ({ slug: row.slug }));
}
