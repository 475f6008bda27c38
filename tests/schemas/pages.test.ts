/**
 * The fixed pages' own entities (schemas/pages/): one per page, under the admin's Pages heading by
 * the page's name; their defaults are valid and read back unchanged (a visitor's first page is made
 * of them), and they hold the spec's words and figures. That every word of every page is unchanged
 * is tests/prerender/page-text.test.ts's to show, on the built pages.
 */
import investment from '@schemas/investment';
import about from '@schemas/pages/about';
import blog from '@schemas/pages/blog';
import careers from '@schemas/pages/careers';
import contact from '@schemas/pages/contact';
import home from '@schemas/pages/home';
import investmentPage from '@schemas/pages/investment';
import portfolio from '@schemas/pages/portfolio';
import services from '@schemas/pages/services';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { moneyAsText } from '@/app/format-money';
import { defaultsOf, type Entity } from '@/schema-kit/entity';
import { readStored } from '@/schema-kit/read-stored';
import { entities } from '@/schema-kit/registry';
import { validate } from '@/schema-kit/validate';

const PAGES: [string, Entity][] = [
  ['Home', home],
  ['About', about],
  ['Services', services],
  ['Portfolio', portfolio],
  ['Careers', careers],
  ['Blog', blog],
  ['Investment', investmentPage],
  ['Contact', contact],
];

describe.each(PAGES)('the %s page’s entity', (label, entity) => {
  it('is a tab of the Pages group named by the page, discovered by the registry', () => {
    expect(entity.key).toBe(`page-${label.toLowerCase()}`);
    expect(entity.tab).toMatchObject({ label, group: 'pages' });
    expect(entities).toContain(entity);
  });

  it('has valid defaults that read back as they are, with the page’s search-engine text', () => {
    const defaults = defaultsOf(entity) as { seo: { title: string; description: string } };
    expect(validate(entity.schema, defaults, entity.key)).toEqual(defaults);
    expect(readStored(entity, defaults)).toEqual({ value: defaults, problems: [], fallbacks: [] });
    expect(defaults.seo.title).not.toBe('');
    expect(defaults.seo.description.length).toBeGreaterThan(50);
  });

  it('keeps the owner’s other words when one stored field is damaged', () => {
    const defaults = defaultsOf(entity) as { seo: { title: string } };
    const stored = { ...defaults, seo: { title: 'Our own title', description: 42 } };
    const { value, problems } = readStored(entity, stored);
    expect((value as { seo: { title: string } }).seo.title).toBe('Our own title');
    expect(problems.length).toBeGreaterThan(0);
  });
});

describe('the home page’s sections', () => {
  const sections = home.schema.entries.sections;

  it('are, in order, the services grid, trust, testimonials and the call to action, each with its anchor as id', () => {
    const rows = defaultsOf(home).sections;
    expect(rows.map((row) => [row.kind, row.id])).toEqual([
      ['services', 'services'],
      ['trust', 'trust'],
      ['testimonials', 'testimonials'],
      ['cta', 'cta'],
    ]);
  });

  it('a section of every kind the owner adds from the palette is valid as it starts', () => {
    for (const kind of ['services', 'trust', 'testimonials', 'cta'] as const) {
      const result = v.safeParse(sections, [{ kind }]);
      expect(result.issues?.map((issue) => issue.message) ?? [], kind).toEqual([]);
    }
  });

  it('holds the trust figures and the three early clients', () => {
    const rows = defaultsOf(home).sections;
    const trust = rows.find((row) => row.kind === 'trust');
    const testimonials = rows.find((row) => row.kind === 'testimonials');
    expect(trust?.kind === 'trust' && trust.figures.map((f) => `${f.value} ${f.label}`)).toEqual([
      '5+ Projects Delivered',
      '8+ Team Members',
      '100% Client Satisfaction',
      '24/7 Support Available',
    ]);
    expect(testimonials?.kind === 'testimonials' && testimonials.quotes.map((q) => q.rating)).toEqual([
      5, 5, 5,
    ]);
  });
});

describe('the spec’s words and figures on the public pages', () => {
  it('about: its sections’ headings, and figures of its own', () => {
    const page = defaultsOf(about);
    expect(page.awards.items).toHaveLength(3);
    expect(page.stats.items.map((item) => item.value)).toEqual(['100+', '50+', '15+', '24/7']);
  });

  it('services: seven services and the four-step process', () => {
    const page = defaultsOf(services);
    expect(page.offer.items).toHaveLength(7);
    expect(page.process.steps.map((step) => step.title)).toEqual([
      'Discovery',
      'Planning',
      'Execution',
      'Support',
    ]);
  });

  it('portfolio: the four figures and ten industries', () => {
    const page = defaultsOf(portfolio);
    expect(page.stats.items.map((item) => `${item.value} ${item.label}`)).toEqual([
      '100+ Projects Completed',
      '50+ Happy Clients',
      '15+ Industries Served',
      '99.9% Success Rate',
    ]);
    expect(page.industries.items).toHaveLength(10);
  });

  it('investment: three areas, six reasons, and headline figures held once, in Investment Information', () => {
    const page = defaultsOf(investmentPage);
    expect(page.areas.items.map((area) => area.title)).toEqual([
      'Technology Innovation',
      'Sustainable Solutions',
      'Global Expansion',
    ]);
    expect(page.why.points).toHaveLength(6);
    const company = moneyAsText(investment.schema, defaultsOf(investment), 'en').company;
    const shown = page.highlights.items.map(
      (item) => `${item.source === 'none' ? item.value : company[item.source]} ${item.label}`,
    );
    expect(shown).toEqual([
      '$50M+ Total Revenue',
      '200+ Team Members',
      '15+ Countries Served',
      '35% YoY Growth',
    ]);
    expect(page.cta.meetingLink).toBe('/contact?type=meeting&service=investment');
  });

  it('contact: Monday to Friday 9:00 AM to 6:00 PM, the weekend closed', () => {
    expect(defaultsOf(contact).hours.rows.map((row) => `${row.days}: ${row.hours}`)).toEqual([
      'Monday to Friday: 9:00 AM to 6:00 PM',
      'Saturday and Sunday: Closed',
    ]);
  });
});
