/**
 * Site Text: the words the site's components show on every page, apart from a page's own content:
 * buttons and links, the header's and footer's names for assistive technology, breadcrumbs, the
 * not-found page, the labels, notes and messages of the public forms, the article and case-study
 * pages' headings. A `{name}` in a text is filled in by the page (the author's name, the reading
 * time); the schema refuses an edit that drops it.
 *
 * One entity, one stored value, one tab; its groups are kept in ./parts/site-text/, one file each,
 * because a page reads only the groups it shows (./parts/site-text/part.ts): the root's loader the
 * frame's and the not-found page's, a page's loader its own. Where each text appears is described
 * in ./parts/site-text/descriptions.ts, loaded with this tab only.
 */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import { applicationForm } from './parts/site-text/application-form';
import { articles } from './parts/site-text/articles';
import { blog } from './parts/site-text/blog';
import { careers } from './parts/site-text/careers';
import { caseStudies } from './parts/site-text/case-studies';
import { contactForm } from './parts/site-text/contact-form';
import { contactPage } from './parts/site-text/contact-page';
import { formMessages } from './parts/site-text/form-messages';
import { forms } from './parts/site-text/forms';
import { frame, notFound } from './parts/site-text/frame';
import { home } from './parts/site-text/home';
import { leadership } from './parts/site-text/leadership';
import { newsletter } from './parts/site-text/newsletter';

export default defineEntity({
  key: 'site-text',
  title: 'Site Text',
  // After the spec's site tabs; the Deploy Hook stays last.
  tab: { key: 'site-text', label: 'Site Text', order: 5 },
  saveMessage: 'Site text saved successfully!',
  admin: {
    saveLabel: 'Save Site Text',
    layout: 'tabs',
    // Typed where they are written (against this schema), so the annotation here breaks the cycle.
    descriptions: (): Promise<Readonly<Record<string, string>>> =>
      import('./parts/site-text/descriptions').then((module) => module.default),
  },
  schema: v.object({
    frame,
    notFound,
    home,
    blog,
    articles,
    caseStudies,
    leadership,
    careers,
    forms,
    formMessages,
    contactPage,
    contactForm,
    applicationForm,
    newsletter,
  }),
});
