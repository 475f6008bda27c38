/**
 * The sections a service or solution page is built from (schemas/services.ts, schemas/solutions.ts):
 * one `f.block` per kind, drawn by the components of src/components/detail/sections.tsx. A new kind is
 * one block here plus its component there (the README's "Adding a block kind").
 */

import { DETAIL_ICON_NAMES } from '@content/detail-icon-names';
import * as v from 'valibot';
import * as f from '@/schema-kit/fields';
import { slug } from '@/schema-kit/slug';

const icon = (fallback: (typeof DETAIL_ICON_NAMES)[number]) =>
  f.icon('Icon', DETAIL_ICON_NAMES, fallback, {
    catalogue: 'detail',
    description: 'The line drawing beside the title.',
  });

const ANCHOR = /^$|^[a-z][a-z0-9-]*$/;
const ANCHOR_MESSAGE = 'An anchor is lower-case letters, digits and dashes, starting with a letter.';

/** The section's id in the address: a button's `#services` scrolls to the section anchored `services`. */
const anchor = () =>
  v.optional(
    f.hinted(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(60, f.maxMessage('Anchor', 60)),
        v.check((value) => ANCHOR.test(value), ANCHOR_MESSAGE),
      ),
      'Anchor',
      { widget: 'text', maxLength: 60 },
      'The section’s name in links: a button to #services scrolls to the section anchored services. Empty: none.',
    ),
    '',
  );

/** What every middle section starts with. */
const heading = {
  anchor: anchor(),
  heading: f.text('Heading', 'New section', { required: true, maxLength: 120 }),
  intro: f.textarea('Introduction', '', { maxLength: 600, description: 'A sentence under the heading.' }),
};

const buttons = (title: string) =>
  f.list(
    title,
    {
      label: f.text('Label', 'Contact Us', { required: true, maxLength: 60 }),
      href: f.url('Link', '/contact', {
        required: true,
        description: 'A page such as /contact?service=cloud, or #anchor for a section of this page.',
      }),
    },
    [],
    { summary: 'label', addLabel: 'Add Button', maxItems: 3 },
  );

const card = {
  icon: icon('check'),
  title: f.text('Title', 'New card', { required: true, maxLength: 120 }),
  description: f.textarea('Description', '', { maxLength: 600 }),
  bullets: f.tags('Bullet points', [], { maxItems: 8 }),
};

export const PAGE_SECTIONS = {
  hero: f.block(
    'Hero',
    {
      eyebrow: f.text('Eyebrow', '', { maxLength: 80, description: 'The small line above the title.' }),
      title: f.text('Title', 'New page', {
        required: true,
        maxLength: 120,
        description: 'The page’s main heading. While you have not changed it, it is the page’s title.',
      }),
      lead: f.textarea('Lead', '', { maxLength: 600, description: 'The paragraph under the title.' }),
      image: f.illustration(
        'Illustration',
        // The default drawing, described: a new page's hero is valid as it starts.
        {
          src: 'art:technology',
          alt: 'Illustration of connected systems exchanging data through a central hub',
        },
        { description: 'One of the site’s drawings, or a photo you upload, beside the title.' },
      ),
      actions: buttons('Buttons'),
      breadcrumb: f.text('Breadcrumb', '', {
        maxLength: 60,
        description:
          'Empty: none. Otherwise “Home / this label / the title” is shown above the title, this label linking to the overview page.',
      }),
    },
    { summary: 'title' },
  ),
  cards: f.block(
    'Cards',
    {
      ...heading,
      cards: f.list('Cards', card, [], { summary: 'title', addLabel: 'Add Card', maxItems: 12 }),
    },
    { summary: 'heading' },
  ),
  tabs: f.block(
    'Tabs',
    {
      ...heading,
      tabs: f.list(
        'Tabs',
        {
          id: f.identifier(),
          label: f.text('Label', 'New tab', { required: true, maxLength: 60 }),
          items: f.list(
            'Items',
            {
              icon: f.icon('Icon', DETAIL_ICON_NAMES, '', { catalogue: 'detail', allowNone: true }),
              title: f.text('Title', 'New item', { required: true, maxLength: 120 }),
              description: f.textarea('Description', '', { maxLength: 600 }),
            },
            [],
            { summary: 'title', addLabel: 'Add Item', maxItems: 12 },
          ),
        },
        [],
        {
          summary: 'label',
          addLabel: 'Add Tab',
          maxItems: 8,
          description: 'The first tab is open when the page loads.',
        },
      ),
    },
    { summary: 'heading' },
  ),
  benefits: f.block(
    'Benefits',
    {
      ...heading,
      benefits: f.list('Benefits', card, [], { summary: 'title', addLabel: 'Add Benefit', maxItems: 12 }),
    },
    { summary: 'heading' },
  ),
  stats: f.block(
    'Figures',
    {
      ...heading,
      variant: f.select('Style', ['section', 'strip'], 'section', {
        description:
          'section: a section with its heading; strip: a dark band of figures, the heading read only by screen readers.',
      }),
      stats: f.list(
        'Figures',
        {
          value: f.text('Figure', '', { required: true, maxLength: 30 }),
          label: f.text('What it measures', '', { maxLength: 120 }),
        },
        [],
        { summary: 'label', addLabel: 'Add Figure', maxItems: 8 },
      ),
    },
    { summary: 'heading' },
  ),
  process: f.block(
    'Process',
    {
      ...heading,
      steps: f.list(
        'Steps',
        {
          title: f.text('Title', 'New step', { required: true, maxLength: 120 }),
          description: f.textarea('Description', '', { maxLength: 600 }),
        },
        [],
        { summary: 'title', addLabel: 'Add Step', maxItems: 10 },
      ),
    },
    { summary: 'heading' },
  ),
  industries: f.block(
    'Industries',
    {
      ...heading,
      industries: f.list(
        'Industries',
        {
          icon: icon('building'),
          name: f.text('Name', 'New industry', { required: true, maxLength: 120 }),
          description: f.textarea('Description', '', { maxLength: 600 }),
        },
        [],
        { summary: 'name', addLabel: 'Add Industry', maxItems: 12 },
      ),
    },
    { summary: 'heading' },
  ),
  testimonials: f.block(
    'Testimonials',
    {
      ...heading,
      testimonials: f.list(
        'Testimonials',
        {
          quote: f.textarea('Quote', '', { required: true, maxLength: 800 }),
          name: f.text('Name', '', { maxLength: 80 }),
          role: f.text('Role', '', { maxLength: 120 }),
          company: f.text('Company', '', { maxLength: 120 }),
        },
        [],
        { summary: 'name', addLabel: 'Add Testimonial', maxItems: 8 },
      ),
    },
    { summary: 'heading' },
  ),
  'benefit-list': f.block(
    'Checklist',
    { ...heading, items: f.tags('Points', [], { maxItems: 20 }) },
    { summary: 'heading' },
  ),
  cta: f.block(
    'Call to action',
    {
      heading: f.text('Heading', 'Ready to start?', { required: true, maxLength: 120 }),
      text: f.textarea('Text', '', { maxLength: 600 }),
      actions: buttons('Buttons'),
    },
    { summary: 'heading' },
  ),
};

/** A page's sections: the hero first, the call to action last, as every service and solution page has. */
export const pageSections = (description: string) =>
  f.blocks(
    'Sections',
    PAGE_SECTIONS,
    [
      { kind: 'hero', title: 'New page' },
      { kind: 'cta', heading: 'Ready to start?', actions: [{ label: 'Contact Us', href: '/contact' }] },
    ],
    { first: 'hero', last: 'cta', min: 2, max: 20, addLabel: 'Add Section', description },
  );

export type PageSectionsField = ReturnType<typeof pageSections>;

/** The hero's title (the first section is always the hero): a new page's heading is its title. */
export const PAGE_HEADING = 'sections[0].title';

/**
 * A page document: its name, its address, what search engines show, and its sections. `path` is where
 * the collection's pages live, `noun` what one is called ('service').
 */
export function pageDocument(path: string, noun: string) {
  return v.object({
    title: f.text('Title', `Untitled ${noun}`, {
      required: true,
      maxLength: 120,
      description: 'The page’s name in the admin, breadcrumbs and menus.',
    }),
    slug: slug('Slug', { description: `The last part of the address, ${path}/<slug>.` }),
    menuGroup: f.reference(
      'Menu group',
      { entity: 'header', list: 'navigation.menu.groups', label: 'title' },
      {
        description:
          'Lists this page, by its title, in a group of the header’s menus. Empty: in no group (a menu link may still lead here).',
      },
    ),
    seo: f.group('Search engines', {
      title: f.text('SEO title', '', { maxLength: 160, description: 'Empty: the title.' }),
      description: f.textarea('SEO description', '', {
        maxLength: 320,
        description: 'About 155 characters show in search results.',
      }),
    }),
    sections: pageSections('The page from top to bottom: the hero first, the call to action last.'),
  });
}

/** A page document as a seed writes it (content/services-detail, content/portfolio-detail). */
export type PageSeed = v.InferInput<ReturnType<typeof pageDocument>>;
