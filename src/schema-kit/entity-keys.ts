/**
 * The keys of the public entities, without their schemas: read from the files in schemas/ by the
 * build (scripts/public-entity-keys.ts), so every page can tell an entity's draft among the
 * product's other keys in localStorage for a few bytes. The registry, which loads the schemas,
 * checks that it finds the same keys.
 */
// Referenced where it is read, so a project that type-checks only some files finds the declaration.
/// <reference path="./public-entity-keys.d.ts" />
import keys from 'virtual:public-entity-keys';

export const publicEntityKeys: readonly string[] = keys;
