/**
 * The marker build (tests/prerender/marker-build.test.ts): stores that answer as the build's do,
 * with every string a visitor reads (src/schema-kit/visitor-text.ts) replaced by a marker naming
 * where it is kept, `⟦hero.home.title⟧`. A page rendered from them shows a marker wherever its
 * words come from a schema; anything else was written in code. A text with placeholders keeps them
 * inside its marker (`⟦site-text.articles.readingTime {minutes}⟧`), so what the page fills in shows
 * too. Only the prerender entry uses this.
 */
import type { Collection } from '@/schema-kit/collection';
import type { ReadableEntity, SettingsOf } from '@/schema-kit/entity';
import { placeholdersIn } from '@/schema-kit/template';
import { type MapText, mapVisitorText } from '@/schema-kit/visitor-text';
import type { FullDocument } from '@/storage/document-rows';
import { DocumentsStore, type ListResult } from '@/storage/documents-store';
import { SettingsStore } from '@/storage/settings-store';

/** Marks the strings of `key`'s values. */
export const marker =
  (key: string): MapText =>
  (text, path) =>
    `⟦${key}.${path}${placeholdersIn(text)
      .map((name) => ` {${name}}`)
      .join('')}⟧`;

/** A settings store whose entities' visitor text is marked. */
export class MarkedSettingsStore extends SettingsStore {
  override async read<E extends ReadableEntity>(entity: E): Promise<SettingsOf<E>> {
    return mapVisitorText(entity.schema, await super.read(entity), marker(entity.key)) as SettingsOf<E>;
  }
}

const marked = <C extends Collection>(collection: C, data: unknown) =>
  mapVisitorText(collection.schema, data, marker(collection.key)) as FullDocument<C>['data'];

/** A documents store whose documents' visitor text is marked. */
export class MarkedDocumentsStore extends DocumentsStore {
  override async list<C extends Collection>(collection: C, query: Parameters<DocumentsStore['list']>[1]) {
    const result = await super.list(collection, query);
    return (result && {
      ...result,
      items: result.items.map((item) => ({ ...item, data: marked(collection, item.data) })),
    }) as ListResult<C> | undefined;
  }

  override async get<C extends Collection>(collection: C, slug: string) {
    const document = await super.get(collection, slug);
    if (!document) return document;
    const data = marked(collection, document.data);
    const body = collection.fields.body
      ? (data as Record<string, unknown>)[collection.fields.body]
      : undefined;
    return { ...document, data, body: body ?? document.body } as FullDocument<C>;
  }
}
