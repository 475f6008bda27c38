/**
 * The entities public pages mark for editing, each its key typed by its value. Type-only imports:
 * the schemas stay out of the pages' scripts.
 */
import type footer from '@schemas/footer';
import type header from '@schemas/header';
import type hero from '@schemas/hero';
import type pageHome from '@schemas/pages/home';
import { editSource } from './editable';

export const sources = {
  hero: editSource<typeof hero>('hero'),
  header: editSource<typeof header>('header'),
  footer: editSource<typeof footer>('footer'),
  pageHome: editSource<typeof pageHome>('page-home'),
} as const;
