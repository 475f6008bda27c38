// @vitest-environment jsdom
/**
 * Adding an editable entity is one schema file: copy a fixture into schemas/ and it gets a storage
 * key and typed loader data without an edit anywhere else.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, expectTypeOf, it, vi } from 'vitest';
import type Fixture from '../fixtures/testimonials-entity';

const fixture = resolve('tests/fixtures/testimonials-entity.ts');
const target = resolve('schemas/zz-fixture-testimonials.ts');

beforeAll(() => copyFileSync(fixture, target));
afterAll(() => rmSync(target, { force: true }));

it('is discovered, stored under its own prefixed key and loaded with its schema type', async () => {
  vi.resetModules();
  const { entities } = await import('@/schema-kit/registry');
  const entity = entities.find((e) => e.key === 'zz-fixture-testimonials');
  expect(entity?.tab.label).toBe('Testimonials (fixture)');
  expect(entities.at(-1)).toBe(entity);

  const { SettingsStore } = await import('@/storage/settings-store');
  const { createLocalSource } = await import('@/storage/settings-source');
  const { createRouterContext } = await import('@/app/router-context');
  const { loadSettings } = await import('@/app/settings-loader');
  // The registry knows it at run time; its type is whatever the schema file declares.
  const testimonials = entity as typeof Fixture;

  const store = new SettingsStore(createLocalSource());
  const context = createRouterContext(store);
  const data = await loadSettings(context, '/_site/testimonials', { testimonials });
  expect(data.testimonials.heading).toBe('What our clients say');
  expectTypeOf(data.testimonials.quotes).toEqualTypeOf<{ author: string; quote: string }[]>();

  await store.write(testimonials, { heading: 'Kind words', quotes: [] });
  expect(localStorage.getItem('connectia:zz-fixture-testimonials')).toContain('Kind words');
  expect((await loadSettings(context, '/_site/testimonials', { testimonials })).testimonials.heading).toBe(
    'Kind words',
  );
  expect(context.readsByRoute.get('/_site/testimonials')).toEqual(new Set(['zz-fixture-testimonials']));
});
