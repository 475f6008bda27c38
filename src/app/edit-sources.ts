/**
 * The entities public pages mark for editing, each its key typed by its value, and the documents
 * (`<collection>/<id>`, typed by the collection's document). Type-only imports: the schemas stay out
 * of the pages' scripts.
 */
import type articles from '@schemas/articles';
import type caseStudies from '@schemas/case-studies';
import type content from '@schemas/content';
import type footer from '@schemas/footer';
import type header from '@schemas/header';
import type hero from '@schemas/hero';
import type leadership from '@schemas/leadership';
import type pageAbout from '@schemas/pages/about';
import type pageBlog from '@schemas/pages/blog';
import type pageCareers from '@schemas/pages/careers';
import type pageContact from '@schemas/pages/contact';
import type pageHome from '@schemas/pages/home';
import type pageInvestment from '@schemas/pages/investment';
import type pagePortfolio from '@schemas/pages/portfolio';
import type pageServices from '@schemas/pages/services';
import type services from '@schemas/services';
import type solutions from '@schemas/solutions';
import type { Collection } from '@/schema-kit/collection';
import type { SettingsOf } from '@/schema-kit/entity';
import { type EditSource, editSource } from './editable';

export const sources = {
  hero: editSource<typeof hero>('hero'),
  header: editSource<typeof header>('header'),
  footer: editSource<typeof footer>('footer'),
  content: editSource<typeof content>('content'),
  leadership: editSource<typeof leadership>('leadership'),
  pageHome: editSource<typeof pageHome>('page-home'),
  pageAbout: editSource<typeof pageAbout>('page-about'),
  pageServices: editSource<typeof pageServices>('page-services'),
  pageCareers: editSource<typeof pageCareers>('page-careers'),
  pageBlog: editSource<typeof pageBlog>('page-blog'),
  pageContact: editSource<typeof pageContact>('page-contact'),
  pageInvestment: editSource<typeof pageInvestment>('page-investment'),
  pagePortfolio: editSource<typeof pagePortfolio>('page-portfolio'),
} as const;

/**
 * A document's mark source: its collection and id (encoded: a seed's id has colons, which end a
 * mark's source), with the fields its page shows in English for want of their translation.
 */
const documentSource =
  <C extends Pick<Collection, 'schema'>>(collection: string) =>
  (id: string, inEnglish: readonly string[] = []): EditSource<SettingsOf<C>> => ({
    ...editSource<C>(`${collection}/${encodeURIComponent(id)}`),
    inEnglish,
  });

export const documentSources = {
  articles: documentSource<typeof articles>('articles'),
  caseStudies: documentSource<typeof caseStudies>('case-studies'),
  services: documentSource<typeof services>('services'),
  solutions: documentSource<typeof solutions>('solutions'),
} as const;

/** A service or solution page's source (the two collections share their document's shape). */
export type PageDocumentSource = ReturnType<typeof documentSources.services>;
