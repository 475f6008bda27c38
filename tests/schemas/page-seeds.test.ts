/**
 * The service and solution pages the site starts with: every seed reads through its collection's
 * schema unchanged, and holds what a visitor relies on. (That they render the same words as before is
 * tests/prerender/page-text.test.ts.)
 */
import type { PageSeed } from '@schemas/parts/page-sections';
import services from '@schemas/services';
import solutions from '@schemas/solutions';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Collection } from '@/schema-kit/collection';
import { validate } from '@/schema-kit/validate';

const serviceSeeds = (await services.seeds()) as readonly PageSeed[];
const solutionSeeds = (await solutions.seeds()) as readonly PageSeed[];
const pages: [string, Collection, PageSeed][] = [
  ...serviceSeeds.map((seed) => [`/services/${seed.slug}`, services, seed] as [string, Collection, PageSeed]),
  ...solutionSeeds.map(
    (seed) => [`/portfolio/${seed.slug}`, solutions, seed] as [string, Collection, PageSeed],
  ),
];

type Section = NonNullable<PageSeed['sections']>[number];

describe('the seed pages', () => {
  it('are exactly the pages of the spec, in the menu’s order', () => {
    expect(serviceSeeds.map((seed) => seed.slug)).toEqual([
      'web-development',
      'mobile-apps',
      'cloud',
      'ai-ml',
      'digital-transformation',
    ]);
    expect(solutionSeeds.map((seed) => seed.slug)).toEqual([
      'api-solutions',
      'system-integration',
      'connectivity-services',
      'business-outsourcing',
      'managed-services',
      'cloud-services',
      'iot-digital-services',
      'cybersecurity-integration',
      'evoucher-system',
      'distribution-solution',
      'solar-solutions',
      'water-management',
      'green-energy',
      'smart-infrastructure',
      'environmental-consulting',
      'facility-management',
    ]);
  });
});

describe.each(pages)('%s', (_path, collection, seed) => {
  const sections = (seed.sections ?? []) as Section[];

  it('reads through its schema as written, and could be published as it is', () => {
    const parsed = v.parse(collection.schema, seed);
    expect(parsed).toMatchObject(seed as object);
    expect(() => validate(collection.schema, seed, collection.key)).not.toThrow();
  });

  it('has SEO text of a useful length', () => {
    expect(seed.seo?.title?.length).toBeGreaterThan(5);
    expect(seed.seo?.description?.length).toBeGreaterThanOrEqual(80);
    expect(seed.seo?.description?.length).toBeLessThanOrEqual(170);
  });

  it('starts with its hero and ends with its call to action, one of each', () => {
    const kinds = sections.map((section) => section.kind);
    expect(kinds[0]).toBe('hero');
    expect(kinds.at(-1)).toBe('cta');
    expect(kinds.filter((kind) => kind === 'hero')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'cta')).toHaveLength(1);
  });

  it('has a bundled illustration described for people who cannot see it', () => {
    const { image } = sections[0] as Extract<Section, { kind: 'hero' }>;
    const value = typeof image === 'object' ? image : undefined;
    expect(value?.src).toMatch(/^art:[a-z-]+$/);
    expect(value?.alt?.length).toBeGreaterThan(10);
  });

  it('links only to the contact page or to a section of the page', () => {
    const anchors = new Set(sections.flatMap((section) => ('anchor' in section ? [section.anchor] : [])));
    const actions = sections.flatMap((section) =>
      section.kind === 'hero' || section.kind === 'cta' ? (section.actions ?? []) : [],
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const { href } of actions) {
      if (href?.startsWith('#')) expect(anchors.has(href.slice(1)), href).toBe(true);
      else expect(href).toMatch(/^\/contact(\?service=[a-z0-9-]+)?$/);
    }
  });
});
