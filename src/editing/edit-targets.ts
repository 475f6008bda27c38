/**
 * What a mark's source names: a public entity (`hero`), or a document of a collection
 * (`solutions/<id>`, the id encoded: src/app/edit-sources.ts), with what the panel needs of either:
 * its title and schema.
 */
import type * as v from 'valibot';
import type { Collection } from '@/schema-kit/collection';
import { isPublic, type PublicEntity } from '@/schema-kit/entity';
import { collections, entities } from '@/schema-kit/registry';

export type EditTarget =
  | { kind: 'entity'; key: string; entity: PublicEntity; title: string; schema: v.GenericSchema }
  | {
      kind: 'document';
      key: string;
      collection: Collection;
      id: string;
      title: string;
      schema: v.GenericSchema;
    };

export function targetOf(key: string): EditTarget | undefined {
  const slash = key.indexOf('/');
  if (slash < 0) {
    const entity = entities.find((one): one is PublicEntity => one.key === key && isPublic(one));
    return entity ? { kind: 'entity', key, entity, title: entity.title, schema: entity.schema } : undefined;
  }
  const collection = collections.find((one) => one.key === key.slice(0, slash));
  let id: string;
  try {
    id = decodeURIComponent(key.slice(slash + 1));
  } catch {
    return undefined;
  }
  return collection && id
    ? { kind: 'document', key, collection, id, title: collection.title, schema: collection.schema }
    : undefined;
}
