/**
 * The header's mega-menus are data of its navigation entries: the defaults are the spec's menus, and
 * a header stored before entries carried their menu (a published value, a draft, an export file)
 * reads with the menus it showed then.
 */
import header from '@schemas/header';
import { describe, expect, it } from 'vitest';
import { defaultsOf, type SettingsOf } from '@/schema-kit/entity';
import { readStored } from '@/schema-kit/read-stored';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { checkImport, EXPORT_FORMAT, EXPORT_VERSION, importSettings } from '@/storage/settings-transfer';

type Navigation = SettingsOf<typeof header>['navigation'];

/** Each entry as `label → href`, its button choice, and its menu as `title (icon): label → href …`. */
const outline = (navigation: Navigation) =>
  navigation.map((entry) => ({
    entry: `${entry.label} → ${entry.href}`,
    ...(entry.button ? { button: true } : {}),
    ...(entry.menu.groups.length
      ? {
          overview: entry.menu.overview,
          groups: entry.menu.groups.map((group) => [
            `${group.id}: ${group.title} (${group.icon})`,
            ...group.links.map((link) => `${link.label} → ${link.href}`),
          ]),
        }
      : {}),
  }));

const SPEC_NAVIGATION = [
  { entry: 'Home → /' },
  {
    entry: 'About Us → /about',
    overview: 'About Connectia',
    groups: [
      [
        'about-us: About Us (users)',
        'Our Story → /about#story',
        'Mission & Vision → /about#mission',
        'Leadership → /about#leadership',
        'Our Values → /about#values',
      ],
      [
        'company-info: Company info (award)',
        'Awards → /about#awards',
        'Company Stats → /about#stats',
        'Trust & Certifications → /about#trust',
      ],
    ],
  },
  {
    entry: 'Expertise → /services',
    overview: 'All services',
    groups: [
      [
        'web-development: Web development (code)',
        'Frontend Development → /services/web-development',
        'Backend Development → /services/web-development',
        'Full-Stack Solutions → /services/web-development',
      ],
      [
        'modern-tech: Modern tech (rocket)',
        'Mobile Apps → /services/mobile-apps',
        'Cloud Solutions → /services/cloud',
        'AI & Machine Learning → /services/ai-ml',
        'Digital Transformation → /services/digital-transformation',
      ],
      [
        'enterprise-solutions: Enterprise solutions (building)',
        'Tech Manpower → /services/tech-manpower',
        'SAP Solutions → /services/sap-solutions',
        'Big Data Analytics → /services/big-data-analytics',
      ],
    ],
  },
  {
    entry: 'What we do → /portfolio',
    overview: 'All solutions',
    groups: [
      [
        'technology-solutions: Technology solutions (server)',
        'API Solutions → /portfolio/api-solutions',
        'System Integration → /portfolio/system-integration',
        'Connectivity Services → /portfolio/connectivity-services',
        'Business Outsourcing → /portfolio/business-outsourcing',
        'Managed Services → /portfolio/managed-services',
        'Cloud Services → /portfolio/cloud-services',
        'IoT & Digital Services → /portfolio/iot-digital-services',
        'Cybersecurity Integration → /portfolio/cybersecurity-integration',
        'eVoucher System → /portfolio/evoucher-system',
        'Distribution Solution → /portfolio/distribution-solution',
      ],
      [
        'sustainable-solutions: Sustainable solutions (leaf)',
        'Solar Solutions → /portfolio/solar-solutions',
        'Water Management → /portfolio/water-management',
        'Green Energy → /portfolio/green-energy',
        'Smart Infrastructure → /portfolio/smart-infrastructure',
        'Environmental Consulting → /portfolio/environmental-consulting',
        'Facility Management → /portfolio/facility-management',
      ],
    ],
  },
  { entry: 'Careers → /careers' },
  { entry: 'Investor Relations → /investment' },
  { entry: 'Blog → /blog' },
  { entry: 'Contact → /contact', button: true },
];

/** A header as the earlier version stored it: entries of { label, href } only. */
const OLD_NAVIGATION = [
  { label: 'Start', href: '/' },
  { label: 'Company', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Work', href: '/portfolio' },
  { label: 'Jobs', href: '/careers' },
  { label: 'Talk to us', href: '/contact' },
];
const OLD_HEADER = { colors: { background: '#111111' }, navigation: OLD_NAVIGATION };

/** What the earlier version showed for OLD_NAVIGATION: today's default menus by href, Contact as the button. */
function expectOldMenus(navigation: Navigation) {
  const defaults = outline(defaultsOf(header).navigation);
  const menuOf = (href: string) => {
    const { entry: _, ...menu } = defaults.find((entry) => entry.entry.endsWith(` → ${href}`)) ?? {};
    return menu;
  };
  expect(outline(navigation)).toEqual([
    { entry: 'Start → /' },
    { entry: 'Company → /about', ...menuOf('/about') },
    { entry: 'Services → /services', ...menuOf('/services') },
    { entry: 'Work → /portfolio', ...menuOf('/portfolio') },
    { entry: 'Jobs → /careers' },
    { entry: 'Talk to us → /contact', button: true },
  ]);
}

describe('the header’s default navigation', () => {
  it('is the spec’s: its entries, the three menus with their groups, icons and links, Contact as the button', () => {
    expect(outline(defaultsOf(header).navigation)).toEqual(SPEC_NAVIGATION);
  });

  it('links to the pages not built yet, and its menu groups have distinct ids', () => {
    const groups = defaultsOf(header).navigation.flatMap((entry) => entry.menu.groups);
    const targets = groups.flatMap((group) => group.links.map((link) => link.href));
    for (const href of ['/services/tech-manpower', '/services/sap-solutions', '/services/big-data-analytics'])
      expect(targets).toContain(href);
    const ids = groups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(Boolean)).toBe(true);
  });
});

describe('a header stored before entries carried their menus', () => {
  it('reads with the menus the earlier version showed, and the Contact entry as the button', () => {
    const { value, problems } = readStored(header, OLD_HEADER);
    expect(problems).toEqual([]);
    expectOldMenus(value.navigation);
    expect(value.colors.background).toBe('#111111');
  });

  it('an entry whose link has a hash or query still gets its page’s menu, as before', () => {
    const { value } = readStored(header, { navigation: [{ label: 'About', href: '/about#story' }] });
    expect(value.navigation[0]?.menu.groups.map((group) => group.id)).toEqual(['about-us', 'company-info']);
  });

  it('leaves a value of today’s shape as it is: an emptied menu stays empty, no button stays none', () => {
    const today = defaultsOf(header);
    expect(header.upgrade?.(today)).toBe(today);
    const owner = {
      ...today,
      navigation: today.navigation.map((entry) => ({
        ...entry,
        button: false,
        menu: { overview: '', groups: [] },
      })),
    };
    expect(header.upgrade?.(owner)).toBe(owner);
    expect(readStored(header, owner).value).toEqual(owner);
  });

  it('leaves what it cannot read to salvage', () => {
    for (const stored of [null, 'junk', 42, { navigation: 'junk' }, { colors: {} }])
      expect(header.upgrade?.(stored)).toBe(stored);
    const { value } = readStored(header, { navigation: ['junk', { label: 'Work', href: '/portfolio' }] });
    expect(value.navigation.map((entry) => entry.menu.groups.length)).toEqual([2]);
  });

  it('an old published header shows the menus to every visitor', async () => {
    const store = new SettingsStore(createMemorySource());
    store.setPublished([{ key: 'header', value: OLD_HEADER, version: 3, updatedAt: '2026-11-01T00:00:00Z' }]);
    expectOldMenus((await store.read(header)).navigation);
  });

  it('an old draft in this browser shows the menus', async () => {
    const store = new SettingsStore(createMemorySource({ header: JSON.stringify(OLD_HEADER) }));
    expectOldMenus((await store.read(header)).navigation);
  });

  it('an old export file imports with the menus, and keeps them once stored', async () => {
    const file = JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: '2026-10-01T00:00:00.000Z',
      entities: { header: OLD_HEADER },
    });
    const checked = checkImport(file, [header]);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const source = createMemorySource();
    const store = new SettingsStore(source);
    await importSettings(store, checked, {
      toDataUrl: async () => undefined,
      fromDataUrl: async () => 'idb:unused',
    });
    expectOldMenus((await store.read(header)).navigation);
    // Stored in today's shape: read again by any version from now on, nothing is left to upgrade.
    const stored = JSON.parse(source.raw.get('header') ?? '{}');
    expect(header.upgrade?.(stored)).toBe(stored);
    expectOldMenus(stored.navigation);
  });
});
