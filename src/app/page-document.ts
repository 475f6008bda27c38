/**
 * The loader of a page document's route (/services/<slug>, /portfolio/<slug>): the published, due
 * document of the collection, or the not-found page. Unknown, unpublished and not-yet-published slugs
 * all read as not found, as articles do.
 */
import type { pageDocument } from '@schemas/parts/page-sections';
import { notFound } from '@tanstack/react-router';
import type { Collection, DocumentOf } from '@/schema-kit/collection';
import { documentPath } from '@/schema-kit/document-path';
import type { SettingsOf } from '@/schema-kit/entity';
import type { Locale } from '@/schema-kit/locales';
import { documentSource } from './edit-sources';
import type { EditSource } from './editable';
import type { SlugLoadArgs } from './from-page';
import { resolveIllustration } from './illustrations';
import { type RouterContext, readDocuments } from './router-context';

type PageCollection = Collection<ReturnType<typeof pageDocument>>;

/** What a service or solution page's marks name (the collections share their document's shape). */
export type PageDocumentSource = EditSource<SettingsOf<PageCollection>>;

/**
 * The page as it is drawn: its hero's bundled illustration inlined, so it paints with the HTML; and
 * the languages it is published in (the language switcher and search engines' alternates follow).
 */
export async function loadPageDocument(
  context: RouterContext,
  routeId: string,
  collection: PageCollection,
  slug: string,
): Promise<
  DocumentOf<PageCollection> & { id: string; languages: readonly Locale[]; inEnglish: readonly string[] }
> {
  const documents = await readDocuments(context, routeId, collection);
  const page = await documents.get(collection, slug);
  if (!page) throw notFound();
  const sections = await Promise.all(
    page.data.sections.map(async (section) =>
      section.kind === 'hero' ? { ...section, image: await resolveIllustration(section.image) } : section,
    ),
  );
  return { ...page.data, id: page.id, sections, languages: page.languages, inEnglish: page.inEnglish };
}

/** The loader of a collection's pages: the page, its marks' source, where it lives and its overview's path. */
export const pageDocumentLoader =
  (collection: PageCollection) =>
  async ({ context, route, params }: SlugLoadArgs) => {
    const page = await loadPageDocument(context, route.id, collection, params.slug);
    const source: PageDocumentSource = documentSource(collection, page);
    return { page, source, path: documentPath(collection, page.slug), overview: collection.path };
  };

/** Every due page's slug, for the prerenderer (the documents of the build, or the seeds). */
export async function pageDocumentParams(
  documents: RouterContext['documents'],
  collection: () => Promise<{ default: Collection }>,
): Promise<{ slug: string }[]> {
  const rows = await (await documents.get()).all((await collection()).default);
  return rows.map((row) => ({ slug: row.slug }));
}
