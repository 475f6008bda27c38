/**
 * A collection: many documents of one kind (articles, case studies, service pages), declared the way
 * an entity is.
 * One file in `schemas/` default-exports defineCollection({...}): the document schema built from the
 * field constructors, which of its fields are the slug and the title (and, for articles, the publish
 * date and the rich-text body),
 * which fields a listing shows, where documents live on the site, the admin tab, and the documents
 * the site starts with (its seeds). Storage, drafts, publishing, the admin tab and the public loaders
 * all follow from it.
 */
import type * as v from 'valibot';
import { CHECK_DEFINITIONS } from './definition-checks';
import type { AdminTab, EntitySchema } from './entity';

type Keys<S extends EntitySchema> = keyof v.InferOutput<S> & string;

export interface CollectionFields<K extends string = string> {
  /** d.slug(): the last part of the document's address. */
  slug: K;
  /** The document's name in lists, messages and the page's h1. */
  title: K;
  /**
   * d.dateTime(): the publish date; a future date keeps the document invisible until then. Without
   * one (a page), a document is visible from the moment it is published.
   */
  date?: K;
  /** d.richText(): the body, stored apart from the other fields and never read by a listing. A page has none. */
  body?: K;
  /** The cover image ({ src, alt }): a cover without alt text cannot be published. */
  cover?: K;
  /** A short summary: search snippets, feeds and link previews. */
  summary?: K;
}

export interface Collection<S extends EntitySchema = EntitySchema> {
  kind: 'collection';
  /** Storage key (shares one namespace with entity keys): the `collection` column of documents. */
  key: string;
  /** The tab's heading, e.g. 'Articles'. */
  title: string;
  description?: string;
  /** One document, in lower case, for labels and messages: 'article' ('New article', 'This article …'). */
  itemName: string;
  tab: AdminTab;
  schema: S;
  /** Today's shape of a document an earlier version stored (./read-stored.ts), as an entity's. */
  upgrade?: (stored: unknown) => unknown;
  /** Which fields play the roles every document has (checked against the schema by defineCollection). */
  fields: CollectionFields;
  /**
   * Fields that show the title where a default would otherwise stand in for the owner's words (a
   * page's hero title), as paths into a document (`sections[0].title`): a new document's start from
   * its title and follow it, in each language, until the owner writes something else there
   * (./follow-title.ts). The slug follows the title without being named here.
   */
  followTitle?: readonly string[];
  /** The fields a listing (a card, the admin's list) shows; a listing reads nothing else. */
  listing: readonly string[];
  /** Public path of the documents: `${path}/${slug}`. */
  path: string;
  /** An RSS feed of the documents, written at build and linked from the collection's pages. */
  feed?: { title: string; description: string; path: string };
  /**
   * The documents visitors see until the owner first publishes in this collection (loaded only
   * when needed, so public pages do not carry them). Plain data: each is read with the schema
   * (tests/schemas/collections.test.ts checks every seed).
   */
  seeds: () => Promise<readonly Readonly<Record<string, unknown>>[]>;
}

export type DocumentOf<C extends Collection> = v.InferOutput<C['schema']>;

/**
 * Field names are checked against the schema here; the definition keeps them as plain names. The key
 * and path are checked where definitions are made and tested (./definition-checks.ts).
 */
export function defineCollection<const S extends EntitySchema>(
  collection: Omit<Collection<S>, 'kind' | 'fields' | 'listing'> & {
    fields: CollectionFields<Keys<S>>;
    listing: readonly Keys<S>[];
  },
): Collection<S> {
  if (CHECK_DEFINITIONS) {
    if (!/^[a-z][a-z0-9-]*$/.test(collection.key)) {
      throw new Error(`Collection key "${collection.key}" must be lower-case letters, digits and dashes.`);
    }
    if (!/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(collection.path)) {
      throw new Error(`Collection "${collection.key}": path "${collection.path}" must look like /blog.`);
    }
  }
  return { kind: 'collection', ...collection };
}

export const isCollection = (value: unknown): value is Collection =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'collection';

export { documentPath } from './document-path';
