/**
 * Field shapes every fixed page's entity (schemas/pages/) shares: the page's search-engine text and a
 * section's heading (sections' pictures, figures and calls to action: ./section-fields.ts; icons:
 * ./icon-fields.ts). One definition each, so every page's editor reads the same and its stored rows
 * have the same shape; apart, so a page loads only the shapes it uses.
 *
 * A kind's or an item's own defaults are what a new row starts with; the words a page shows today
 * are the default rows of its field.
 */
import * as f from '@/schema-kit/fields';

/** The page's title and description in search results, the browser's tab and link previews. */
export const seo = (title: string, description: string) =>
  f.group(
    'Search engines',
    {
      title: f.text('Page title', title, { required: true, maxLength: 120 }),
      description: f.textarea('Page description', description, { required: true, maxLength: 320 }),
    },
    { description: 'What search results and link previews show for this page.' },
  );

/** A section's heading and the sentence under it. */
export const heading = (title: string, lead = '') => ({
  title: f.text('Heading', title, { required: true, maxLength: 120 }),
  lead: f.textarea('Introduction', lead, { maxLength: 400 }),
});
