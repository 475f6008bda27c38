/**
 * The one static navigation configuration of the header (spec point 2, Header). Entries of the
 * editable header navigation whose href is a key here open this menu instead of linking directly.
 */
import type { IconName } from '@content/icon-paths';

export interface MenuLink {
  label: string;
  href: string;
  description?: string;
}

export interface MenuGroup {
  title: string;
  icon: IconName;
  links: MenuLink[];
}

export interface MegaMenu {
  /** Link to the overview page, shown first in the panel. */
  overview: MenuLink;
  groups: MenuGroup[];
}

const portfolio = (slug: string, label: string): MenuLink => ({ label, href: `/portfolio/${slug}` });

export const MEGA_MENUS: Record<string, MegaMenu> = {
  '/services': {
    overview: { label: 'All services', href: '/services' },
    groups: [
      {
        title: 'Web development',
        icon: 'code',
        links: [
          { label: 'Frontend Development', href: '/services/web-development' },
          { label: 'Backend Development', href: '/services/web-development' },
          { label: 'Full-Stack Solutions', href: '/services/web-development' },
        ],
      },
      {
        title: 'Modern tech',
        icon: 'rocket',
        links: [
          { label: 'Mobile Apps', href: '/services/mobile-apps' },
          { label: 'Cloud Solutions', href: '/services/cloud' },
          { label: 'AI & Machine Learning', href: '/services/ai-ml' },
          { label: 'Digital Transformation', href: '/services/digital-transformation' },
        ],
      },
      {
        title: 'Enterprise solutions',
        icon: 'building',
        links: [
          { label: 'Tech Manpower', href: '/services/tech-manpower' },
          { label: 'SAP Solutions', href: '/services/sap-solutions' },
          { label: 'Big Data Analytics', href: '/services/big-data-analytics' },
        ],
      },
    ],
  },
  '/portfolio': {
    overview: { label: 'All solutions', href: '/portfolio' },
    groups: [
      {
        title: 'Technology solutions',
        icon: 'server',
        links: [
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
        ],
      },
      {
        title: 'Sustainable solutions',
        icon: 'leaf',
        links: [
          portfolio('solar-solutions', 'Solar Solutions'),
          portfolio('water-management', 'Water Management'),
          portfolio('green-energy', 'Green Energy'),
          portfolio('smart-infrastructure', 'Smart Infrastructure'),
          portfolio('environmental-consulting', 'Environmental Consulting'),
          portfolio('facility-management', 'Facility Management'),
        ],
      },
    ],
  },
  '/about': {
    overview: { label: 'About Connectia', href: '/about' },
    groups: [
      {
        title: 'About Us',
        icon: 'users',
        links: [
          { label: 'Our Story', href: '/about#story' },
          { label: 'Mission & Vision', href: '/about#mission' },
          { label: 'Leadership', href: '/about#leadership' },
          { label: 'Our Values', href: '/about#values' },
        ],
      },
      {
        title: 'Company info',
        icon: 'award',
        links: [
          { label: 'Awards', href: '/about#awards' },
          { label: 'Company Stats', href: '/about#stats' },
          { label: 'Trust & Certifications', href: '/about#trust' },
        ],
      },
    ],
  },
};

/** The navigation entry rendered as the Contact button. */
export const CONTACT_HREF = '/contact';

/** Every target of the static menus, for tests and the sitemap. */
export const MENU_TARGETS: string[] = Object.values(MEGA_MENUS).flatMap((menu) => [
  menu.overview.href,
  ...menu.groups.flatMap((group) => group.links.map((link) => link.href)),
]);
