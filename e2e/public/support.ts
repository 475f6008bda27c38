/** Shared helpers of the public-site browser tests. */
import type { Locator, Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (main.tsx sets html[data-hydrated] then):
 * prerendered pages show before their script runs, and clicks before hydration do nothing.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Collects console errors and uncaught page errors; call before navigating. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Stores entity settings the way the admin does, before any page script runs. */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      window.localStorage.setItem(`connectia:${key}`, JSON.stringify(value));
    }
  }, settings);
}

export const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The public routes built here, with text the spec says each shows. */
export const ROUTES: { path: string; h1: string; content: string[] }[] = [
  {
    path: '/',
    h1: 'Connecting People & Solutions',
    content: ['Our Services', 'Explore All Services', 'Get Started'],
  },
  { path: '/services', h1: 'Our Expertise', content: ['Discovery', 'Planning', 'Execution', 'Support'] },
  {
    path: '/contact',
    h1: 'Contact Us',
    content: [
      'General Inquiry',
      'Monday to Friday',
      '9:00 AM to 6:00 PM',
      'Saturday and Sunday',
      'Closed',
      'Start Chat',
    ],
  },
  {
    path: '/about',
    h1: 'About Connectia',
    content: [
      'Our Story',
      'Our Mission',
      'Our Values',
      'Leadership Team',
      'Ahmed Al-Rashid',
      'Sarah Mitchell',
      'Omar Haddad',
    ],
  },
  {
    path: '/portfolio',
    h1: 'Our Portfolio',
    content: [
      'Projects Completed',
      'Happy Clients',
      'Industries Served',
      'Success Rate',
      '99.9%',
      'View Case Study',
    ],
  },
  {
    path: '/careers',
    h1: 'Join Our Team',
    content: [
      'Apply Today',
      'Health & Wellness',
      'Open Positions',
      'Internship Programme',
      'Frontend Developer',
    ],
  },
  {
    path: '/blog',
    h1: 'Insights & Articles',
    content: ['Featured Article', 'All Posts', 'Artificial Intelligence', 'Load More Articles', 'Subscribe'],
  },
  {
    path: '/investment',
    h1: 'Investment Opportunities',
    content: [
      'Technology Innovation',
      'Sustainable Solutions',
      'Global Expansion',
      '$50M+',
      '200+',
      '35%',
      'Series B',
    ],
  },
];

/**
 * Whether a header menu is open, as assistive technology is told: its button opens the panel with
 * popovertarget, which carries the expanded state itself (an aria-expanded beside it is invalid HTML).
 */
export const menuOpen = (button: Locator) =>
  button.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('popovertarget') ?? '')?.matches(':popover-open') ?? false,
  );
