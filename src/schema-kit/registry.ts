/**
 * Discovers every entity in `schemas/` at build time. Adding a schema file is all it takes for an
 * entity to get a storage key and an admin tab; nothing here needs an edit.
 */
import { type Entity, isPublic, type PublicEntity } from './entity';

type EntityModule = { default?: Entity };

export function entitiesFromModules(modules: Record<string, EntityModule>): Entity[] {
  const entities = Object.entries(modules).map(([path, module]) => {
    if (!module.default?.schema) throw new Error(`${path} must default-export defineEntity({...}).`);
    return module.default;
  });
  const seen = new Map<string, string>();
  for (const entity of entities) {
    for (const id of [`key:${entity.key}`, `tab:${entity.tab.key}`]) {
      const other = seen.get(id);
      if (other)
        throw new Error(
          `Entities "${other}" and "${entity.key}" share the ${id.split(':')[0]} "${id.split(':')[1]}".`,
        );
      seen.set(id, entity.key);
    }
  }
  return entities.sort((a, b) => a.tab.order - b.tab.order || a.key.localeCompare(b.key));
}

export const entities: Entity[] = entitiesFromModules(
  import.meta.glob<EntityModule>(['../../schemas/*.ts', '!../../schemas/*.test.ts'], { eager: true }),
);

/** The entities visitors may read (what Export, Import and publishing handle). */
export const publicEntities: PublicEntity[] = entities.filter(isPublic);
