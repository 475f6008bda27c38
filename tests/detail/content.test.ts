import type { DetailAction, DetailPageData, DetailSection } from '@content/detail-types';
import { loadPortfolioDetail, portfolioSlugs } from '@content/portfolio-detail';
import { loadServiceDetail, serviceSlugs } from '@content/services-detail';
import { describe, expect, it } from 'vitest';

const services = await Promise.all(
  serviceSlugs.map(async (slug) => [slug, await loadServiceDetail(slug)] as const),
);
const portfolio = await Promise.all(
  portfolioSlugs.map(async (slug) => [slug, await loadPortfolioDetail(slug)] as const),
);
const pages: [string, DetailPageData][] = [...services, ...portfolio].map(([slug, page]) => {
  if (!page) throw new Error(`no entry for ${slug}`);
  return [slug, page];
});

function actionsOf(section: DetailSection): readonly DetailAction[] {
  if (section.kind === 'hero') return section.actions ?? [];
  if (section.kind === 'cta') return section.actions;
  return [];
}

describe('detail content indexes', () => {
  it('list exactly the routes of the spec', () => {
    expect(serviceSlugs).toEqual([
      'web-development',
      'mobile-apps',
      'cloud',
      'ai-ml',
      'digital-transformation',
    ]);
    expect(portfolioSlugs).toEqual([
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

  it('have no entry for the menu targets missing from the route table, nor for inherited keys', async () => {
    for (const slug of [
      'tech-manpower',
      'sap-solutions',
      'big-data-analytics',
      'toString',
      '__proto__',
      '',
    ]) {
      expect(await loadServiceDetail(slug)).toBeUndefined();
      expect(await loadPortfolioDetail(slug)).toBeUndefined();
    }
  });
});

describe.each(pages)('%s', (slug, page) => {
  it('is the entry of its slug, with SEO text', () => {
    expect(page.slug).toBe(slug);
    expect(page.seo.title.length).toBeGreaterThan(5);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(80);
    expect(page.seo.description.length).toBeLessThanOrEqual(170);
  });

  it('starts with the hero, ends with the call to action and has one of each', () => {
    const kinds = page.sections.map((section) => section.kind);
    expect(kinds[0]).toBe('hero');
    expect(kinds.at(-1)).toBe('cta');
    expect(kinds.filter((kind) => kind === 'hero')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'cta')).toHaveLength(1);
  });

  it('has unique section ids and distinct titles within each list', () => {
    const ids = page.sections.flatMap((section) => ('id' in section ? [section.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of page.sections) {
      const titles =
        section.kind === 'cards'
          ? section.cards.map((card) => card.title)
          : section.kind === 'benefits'
            ? section.benefits.map((card) => card.title)
            : section.kind === 'tabs'
              ? section.tabs.flatMap((tab) => tab.items.map((item) => `${tab.value}/${item.title}`))
              : section.kind === 'stats'
                ? section.stats.map((stat) => stat.label)
                : [];
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('has a default tab that exists', () => {
    for (const section of page.sections) {
      if (section.kind !== 'tabs') continue;
      expect(section.tabs.map((tab) => tab.value)).toContain(section.defaultTab);
      expect(section.tabs[0]?.value).toBe(section.defaultTab);
    }
  });

  it('links only to the contact page or to an anchor on the page', () => {
    const ids = new Set(page.sections.flatMap((section) => ('id' in section ? [section.id] : [])));
    const actions = page.sections.flatMap(actionsOf);
    expect(actions.length).toBeGreaterThan(0);
    for (const { href } of actions) {
      if (href.startsWith('#')) expect(ids.has(href.slice(1))).toBe(true);
      else expect(href).toMatch(/^\/contact(\?service=[a-z0-9-]+)?$/);
    }
  });

  it('shows its hero illustration inline (no second request for the first screen), with alt text', () => {
    const [hero] = page.sections;
    expect(hero.image.alt.length).toBeGreaterThan(10);
    expect(hero.image.src).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(decodeURIComponent(hero.image.src)).toContain('</svg>');
  });
});
