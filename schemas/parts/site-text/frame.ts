/**
 * Site Text (schemas/site-text.ts): what every page shows, read by the root route's loader: the
 * header's, footer's and phone menu's names, the breadcrumb's first link, and the not-found page
 * (which the root renders).
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const frame = f.group(
  'Every page',
  texts({
    skipLink: 'Skip to content',
    mainNavigation: 'Main',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    showMenu: 'Show {label} menu',
    mobileMenu: 'Menu',
    mobileNavigation: 'Mobile',
    showLinks: 'Show {label} links',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    socialMedia: 'Social media',
    socialLink: '{company} on {platform} (opens in a new tab)',
  }),
);

export const notFound = f.group(
  'Page not found',
  texts({
    code: '404',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    homeLink: 'Return to Home',
  }),
);
