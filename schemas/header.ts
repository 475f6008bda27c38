/**
 * The sticky site header: logo, navigation entries and colours. Each
 * navigation entry carries its own mega-menu (groups of links, each group with an icon); an entry
 * whose menu has no groups is a plain link. The defaults are the spec's menus.
 */

import { ICON_NAMES } from '@content/icon-names';
import type { IconName } from '@content/icon-paths';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { isRecord } from '@/schema-kit/schema-walk';

type Link = { label: string; href: string };
type Group = { id: string; title: string; icon: IconName; links: Link[] };
type Entry = Link & { button?: boolean; menu?: { overview: string; groups: Group[] } };

const link = (label: string, href: string): Link => ({ label, href });
const portfolio = (slug: string, label: string) => link(label, `/portfolio/${slug}`);
const group = (id: string, title: string, icon: IconName, links: Link[]): Group => ({
  id,
  title,
  icon,
  links,
});
const entry = (label: string, href: string, menu?: Entry['menu']): Entry => ({ label, href, menu });

/** The spec's default navigation, its three menus included (the links to pages not yet built too). */
const NAVIGATION: Entry[] = [
  entry('Home', '/'),
  entry('About Us', '/about', {
    overview: 'About Connectia',
    groups: [
      group('about-us', 'About Us', 'users', [
        link('Our Story', '/about#story'),
        link('Mission & Vision', '/about#mission'),
        link('Leadership', '/about#leadership'),
        link('Our Values', '/about#values'),
      ]),
      group('company-info', 'Company info', 'award', [
        link('Awards', '/about#awards'),
        link('Company Stats', '/about#stats'),
        link('Trust & Certifications', '/about#trust'),
      ]),
    ],
  }),
  entry('Expertise', '/services', {
    overview: 'All services',
    groups: [
      group('web-development', 'Web development', 'code', [
        link('Frontend Development', '/services/web-development'),
        link('Backend Development', '/services/web-development'),
        link('Full-Stack Solutions', '/services/web-development'),
      ]),
      group('modern-tech', 'Modern tech', 'rocket', [
        link('Mobile Apps', '/services/mobile-apps'),
        link('Cloud Solutions', '/services/cloud'),
        link('AI & Machine Learning', '/services/ai-ml'),
        link('Digital Transformation', '/services/digital-transformation'),
      ]),
      group('enterprise-solutions', 'Enterprise solutions', 'building', [
        link('Tech Manpower', '/services/tech-manpower'),
        link('SAP Solutions', '/services/sap-solutions'),
        link('Big Data Analytics', '/services/big-data-analytics'),
      ]),
    ],
  }),
  entry('What we do', '/portfolio', {
    overview: 'All solutions',
    groups: [
      group('technology-solutions', 'Technology solutions', 'server', [
        portfolio('api-solutions', 'API Solutions'),
        portfolio('system-integration', 'System Integration'),
        portfolio('connectivity-services', 'Connectivity Services'),
        portfolio('business-outsourcing', 'Business Outsourcing'),
        portfolio('managed-services', 'Managed Services'),
        portfolio('cloud-services', 'Cloud Services'),
        portfolio('iot-digital-services', 'IoT & Digital Services'),
        portfolio('cybersecurity-integration', 'Cybersecurity Integration'),
        portfolio('evoucher-system', 'eVoucher System'),
        portfolio('distribution-solution', 'Distribution Solution'),
      ]),
      group('sustainable-solutions', 'Sustainable solutions', 'leaf', [
        portfolio('solar-solutions', 'Solar Solutions'),
        portfolio('water-management', 'Water Management'),
        portfolio('green-energy', 'Green Energy'),
        portfolio('smart-infrastructure', 'Smart Infrastructure'),
        portfolio('environmental-consulting', 'Environmental Consulting'),
        portfolio('facility-management', 'Facility Management'),
      ]),
    ],
  }),
  entry('Careers', '/careers'),
  entry('Investor Relations', '/investment'),
  entry('Blog', '/blog'),
  { label: 'Contact', href: '/contact', button: true },
];

/** A link's page: its address without query or hash ('/services#x' is '/services'). */
const pathOf = (href: string) => href.split(/[?#]/)[0] || '/';

/**
 * An entry stored before entries carried their menu and button choice: the earlier header gave the
 * entries for /services, /portfolio and /about the default menu of that page, and showed /contact
 * as the button, so those choices are written into the entry.
 */
function upgradeEntry(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  const path = typeof stored.href === 'string' ? pathOf(stored.href) : undefined;
  const upgraded = { ...stored };
  if (!('menu' in stored)) {
    const menu = NAVIGATION.find((known) => known.menu && known.href === path)?.menu;
    upgraded.menu = menu ? structuredClone(menu) : { overview: '', groups: [] };
  }
  if (!('button' in stored)) upgraded.button = path === '/contact';
  return upgraded;
}

export default defineEntity({
  key: 'header',
  title: 'Header Navigation & Styling',
  tab: { key: 'header', label: 'Header Navigation & Styling', order: 2 },
  saveMessage: 'Header settings saved successfully!',
  admin: { saveLabel: 'Save Header Settings', preview: 'header' },
  schema: v.object({
    logo: f.group('Logo', {
      url: f.url('Logo link', '/', { description: 'Where the header logo leads.' }),
      alt: f.text('Logo text alternative', 'Connectia home', { maxLength: 120 }),
    }),
    navigation: f.list(
      'Navigation',
      {
        label: f.text('Label', 'New link', { required: true, maxLength: 40 }),
        href: f.url('Link', '/', { required: true }),
        button: f.boolean('Show as button', false, { description: 'Shown apart, as the header’s button.' }),
        menu: f.group('Mega-menu', {
          overview: f.text('Overview', '', {
            maxLength: 60,
            description: 'The menu’s first link, to this entry’s page (e.g. All services); empty for none.',
          }),
          groups: f.list(
            'Menu groups',
            {
              id: f.identifier(),
              title: f.text('Title', 'New group', { required: true, maxLength: 60 }),
              icon: f.icon('Icon', ICON_NAMES, 'layers'),
              links: f.list(
                'Links',
                {
                  label: f.text('Label', 'New link', { required: true, maxLength: 60 }),
                  href: f.url('Link', '/', { required: true }),
                },
                [],
                { summary: 'label', addLabel: 'Add Menu Link', maxItems: 16 },
              ),
            },
            [],
            {
              summary: 'title',
              addLabel: 'Add Menu Group',
              maxItems: 4,
              description: 'With groups the entry opens a menu of their links; without, it is a plain link.',
            },
          ),
        }),
      },
      NAVIGATION,
      { summary: 'label', addLabel: 'Add Link', maxItems: 12 },
    ),
    colors: f.group('Colours', {
      background: f.colour('Background', '#ffffff'),
      text: f.colour('Text', '#374151'),
      hover: f.colour('Hover', '#4f008c'),
    }),
  }),
  upgrade: (stored) => {
    if (!isRecord(stored) || !Array.isArray(stored.navigation)) return stored;
    const old = (item: unknown) => isRecord(item) && (!('menu' in item) || !('button' in item));
    if (!stored.navigation.some(old)) return stored;
    return { ...stored, navigation: stored.navigation.map(upgradeEntry) };
  },
});
