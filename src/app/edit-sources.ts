/**
 * The sources a page's marks name (./editable.ts), made by the loaders from the entities and
 * collections they read: each source is the entity's key, or a document's `<collection>/<id>`,
 * typed by the value it names, so a page's paths are checked against its schema while the page's
 * scripts hold no schema (they get the source with their loader data, plain JSON that the
 * prerendered page's data carries). Loaders run in chunks of their own, which import the schemas.
 */
import type { Collection } from '@/schema-kit/collection';
import type { Entity, SettingsOf } from '@/schema-kit/entity';
import type { EditSource } from './editable';

type Sourced = Pick<Entity, 'key' | 'schema'>;

/** An entity's source: its key, typed by its value (an entity's part names the entity's key too). */
export const editSource = <E extends Sourced>(entity: E): EditSource<SettingsOf<E>> => ({ key: entity.key });

/** The sources of the entities a loader reads, by the names it reads them under. */
export type SourcesOf<M extends Record<string, Sourced>> = { [K in keyof M]: EditSource<SettingsOf<M[K]>> };

export const sourcesOf = <M extends Record<string, Sourced>>(entities: M): SourcesOf<M> =>
  Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, editSource(entity)]),
  ) as SourcesOf<M>;

/**
 * A document's source: its collection and id (encoded: a seed's id has colons, which end a mark's
 * source), with the fields its page shows in English for want of their translation.
 */
export const documentSource = <C extends Pick<Collection, 'key' | 'schema'>>(
  collection: C,
  document: { readonly id: string; readonly inEnglish: readonly string[] },
): EditSource<SettingsOf<C>> => ({
  key: `${collection.key}/${encodeURIComponent(document.id)}`,
  inEnglish: document.inEnglish,
});
