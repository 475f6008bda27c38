/**
 * Discovers every entity and collection in `schemas/` (subfolders too, but not the shared `schemas/parts/`) at build time. Adding a schema file is all it
 * takes for an entity or a collection to get its storage key and an admin tab; nothing here needs an
 * edit. Entities and collections share one namespace of keys and of admin tabs.
 */
import { type Collection, isCollection } from './collection';
import { CHECK_DEFINITIONS } from './definition-checks';
import { type Entity, isPublic, type PublicEntity } from './entity';
import { publicEntityKeys } from './entity-keys';

type SchemaModule = { default?: Entity | Collection };

export interface SchemaFiles {
  entities: Entity[];
  collections: Collection[];
}

const byTab = <T extends { key: string; tab: { order: number } }>(a: T, b: T) =>
  a.tab.order - b.tab.order || a.key.localeCompare(b.key);

export function schemasFromModules(modules: Record<string, SchemaModule>): SchemaFiles {
  const found = Object.entries(modules).map(([path, module]) => {
    if (!module.default?.schema)
      throw new Error(`${path} must default-export defineEntity({...}) or defineCollection({...}).`);
    return module.default;
  });
  const seen = new Map<string, string>();
  for (const item of found) {
    for (const id of [`key:${item.key}`, `tab:${item.tab.key}`]) {
      const other = seen.get(id);
      if (other)
        throw new Error(
          `Entities "${other}" and "${item.key}" share the ${id.split(':')[0]} "${id.split(':')[1]}".`,
        );
      seen.set(id, item.key);
    }
  }
  return {
    entities: found.filter((item): item is Entity => !isCollection(item)).sort(byTab),
    collections: found.filter(isCollection).sort(byTab),
  };
}

/** The entities among the modules (after the checks over all of them). */
export const entitiesFromModules = (modules: Record<string, SchemaModule>): Entity[] =>
  schemasFromModules(modules).entities;

const discovered = schemasFromModules(
  import.meta.glob<SchemaModule>(
    ['../../schemas/**/*.ts', '!../../schemas/**/*.test.ts', '!../../schemas/parts/**'],
    { eager: true },
  ),
);

export const entities: Entity[] = discovered.entities;
export const collections: Collection[] = discovered.collections;

/** The entities visitors may read (what Export, Import and publishing handle). */
export const publicEntities: PublicEntity[] = entities.filter(isPublic);

if (CHECK_DEFINITIONS) {
  // Pages tell drafts by the keys read from the schema files' source; they must be these.
  const loaded = publicEntities.map((entity) => entity.key).sort();
  const read = [...publicEntityKeys].sort();
  if (loaded.join() !== read.join())
    throw new Error(
      `The public entity keys read from schemas/ (${read.join(', ')}) are not those the schemas define (${loaded.join(', ')}).`,
    );
}
