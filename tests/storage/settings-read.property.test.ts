/**
 * Property test of the storage adapter's reading side, per entity: whatever JSON is stored,
 * `read()` never throws, always yields settings that pass the entity's schema, and keeps every
 * valid item of a list that also holds broken ones. PROPERTY_RUNS sets the runs per property
 * (10,000 by default, as in CI).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultsOf, type Entity } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);
const TIMEOUT = 60_000;

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const readStored = (entity: Entity, json: unknown) =>
  new SettingsStore(createMemorySource({ [entity.key]: JSON.stringify(json) })).read(entity);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Random JSON shaped like `value`: same keys and nesting, any leaf possibly replaced by junk. */
const leaf = fc.oneof(
  fc.string(),
  fc.string().map((text) => `/about#%E0${text}`),
  fc.constantFrom('javascript:alert(1)', 'https://', '\u0000', '#', ''),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  // Image values, whole or broken: any record leaf may meet one.
  fc.record(
    {
      src: fc.constantFrom('', '/images/a.png', 'idb:abc', 'https://x.example/a.webp', 'javascript:alert(1)'),
      alt: fc.oneof(fc.string(), fc.integer()),
      decorative: fc.boolean(),
      width: fc.integer(),
      height: fc.integer(),
      variants: fc.array(
        fc.record({
          src: fc.constantFrom('idb:v', 'https://x.example/v.webp', ''),
          width: fc.integer(),
          height: fc.integer(),
        }),
        { maxLength: 3 },
      ),
      placeholder: fc.constantFrom('#808080', 'data:image/webp;base64,AAAA', 'url(x)'),
      focal: fc.record({ x: fc.double(), y: fc.double() }),
    },
    { requiredKeys: [] },
  ),
);
function shapedLike(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    const sample = value.length > 0 ? shapedLike(value[0]) : leaf;
    return fc.oneof(fc.array(fc.oneof(sample, leaf), { maxLength: 5 }), leaf);
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(
      ([key, inner]) => [key, fc.oneof(shapedLike(inner), leaf)] as const,
    );
    return fc.oneof(fc.record(Object.fromEntries(entries), { requiredKeys: [] }), leaf);
  }
  return fc.oneof(fc.constant(value), leaf);
}

/** Paths (key lists) of the lists of records in the defaults, e.g. [['social'], ['columns', 'company']]. */
function listPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length > 0 && isRecord(value[0]) ? [path] : [];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => listPaths(inner, [...path, key]));
}

const at = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), value);

const withList = (value: unknown, path: string[], list: unknown[]): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return list;
  return { ...(value as Record<string, unknown>), [key]: withList(at(value, [key]), rest, list) };
};

/** A record that no field-by-field repair can turn valid, or plain junk. */
const brokenItem = fc.oneof(
  fc.constant({ platform: 'Broken', url: 'javascript:alert(1)', href: 'javascript:alert(1)', label: 7 }),
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);

describe.each(entities.map((entity) => [entity.key, entity] as const))(
  'reading stored "%s"',
  (_key, entity) => {
    const defaults = defaultsOf(entity);

    it(
      'never throws and always yields schema-valid settings, for any JSON',
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.oneof(fc.jsonValue(), shapedLike(defaults)), async (json) => {
            const value = await readStored(entity, json);
            expect(v.safeParse(entity.schema, value).success).toBe(true);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    const lists = listPaths(defaults);
    // Entities without lists of records (fonts, leadership's fixed fields…) have nothing to keep here.
    if (lists.length > 0)
      it(
        'keeps every valid item of a list that also holds broken ones',
        async () => {
          const mixed = fc.constantFrom(...lists).chain((path) => {
            const valid = at(defaults, path) as unknown[];
            return fc
              .tuple(
                fc.shuffledSubarray(valid, { minLength: 1 }),
                fc.array(fc.tuple(brokenItem, fc.nat()), { minLength: 1, maxLength: 3 }),
              )
              .map(([kept, broken]) => {
                const list: unknown[] = [...kept];
                for (const [item, place] of broken) list.splice(place % (list.length + 1), 0, item);
                return { path, kept, list };
              });
          });
          await fc.assert(
            fc.asyncProperty(mixed, async ({ path, kept, list }) => {
              const value = await readStored(entity, withList(defaults, path, list));
              const read = at(value, path) as unknown[];
              for (const item of kept) expect(read).toContainEqual(item);
            }),
            { numRuns: RUNS },
          );
        },
        TIMEOUT,
      );
  },
);
