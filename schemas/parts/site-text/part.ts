/**
 * Site Text as a page reads it: only the groups it shows, with the entity's key and upgrade
 * (src/schema-kit/entity.ts entityPart), so each page's scripts carry its own words and the root's.
 * tests/schemas/site-text.test.ts checks these are the entity's.
 */
import type * as v from 'valibot';
import { entityPart } from '@/schema-kit/entity';

export const siteTextPart = <const E extends v.ObjectEntries>(groups: E) =>
  entityPart({ key: 'site-text' }, groups);
