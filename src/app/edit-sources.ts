/**
 * The entities public pages mark for editing, each its key typed by its value. Type-only imports:
 * the schemas stay out of the pages' scripts.
 */
import type content from '@schemas/content';
import type footer from '@schemas/footer';
import type header from '@schemas/header';
import type hero from '@schemas/hero';
import type pageAbout from '@schemas/pages/about';
import type pageBlog from '@schemas/pages/blog';
import type pageCareers from '@schemas/pages/careers';
import type pageContact from '@schemas/pages/contact';
import type pageHome from '@schemas/pages/home';
import type pageInvestment from '@schemas/pages/investment';
import type pagePortfolio from '@schemas/pages/portfolio';
import type pageServices from '@schemas/pages/services';
import { editSource } from './editable';

export const sources = {
  hero: editSource<typeof hero>('hero'),
  header: editSource<typeof header>('header'),
  footer: editSource<typeof footer>('footer'),
  content: editSource<typeof content>('content'),
  pageHome: editSource<typeof pageHome>('page-home'),
  pageAbout: editSource<typeof pageAbout>('page-about'),
  pageServices: editSource<typeof pageServices>('page-services'),
  pageCareers: editSource<typeof pageCareers>('page-careers'),
  pageBlog: editSource<typeof pageBlog>('page-blog'),
  pageContact: editSource<typeof pageContact>('page-contact'),
  pageInvestment: editSource<typeof pageInvestment>('page-investment'),
  pagePortfolio: editSource<typeof pagePortfolio>('page-portfolio'),
} as const;
