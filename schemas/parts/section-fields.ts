/**
 * Sections' field shapes the fixed pages' entities (schemas/pages/) share: a picture beside the text,
 * a row of figures and the closing call to action.
 */
import * as f from '@/schema-kit/fields';

/**
 * A picture beside a section's text: one of the site's illustrations by default, or a photo the
 * owner uploads (processed like every photo, and described in its alt text).
 */
export const picture = (title: string, fallback: { src: string; alt: string }) =>
  f.image(title, fallback, {
    purpose: 'photo',
    tooLargeMessage: f.PHOTO_TOO_LARGE,
    wrongTypeMessage: f.NOT_AN_IMAGE,
  });

type Figure = { id: string; value: string; label: string };

/** Headline figures: a value over its label ('100+' over 'Projects Completed'). */
export const figures = (title: string, fallback: Figure[]) =>
  f.list(
    title,
    {
      id: f.identifier(),
      value: f.text('Figure', '0', { required: true, maxLength: 24 }),
      label: f.text('Label', 'New figure', { required: true, maxLength: 60 }),
    },
    fallback,
    { summary: 'label', addLabel: 'Add Figure', maxItems: 8 },
  );

/**
 * The band that closes a page: a heading, a sentence and its buttons (the first drawn solid, the
 * others outlined). A page's block or group of these fields.
 */
export const callToAction = (heading: string, text: string, buttons: CtaButton[]) => ({
  heading: f.text('Heading', heading, { required: true, maxLength: 120 }),
  text: f.textarea('Text', text, { maxLength: 400 }),
  buttons: f.list(
    'Buttons',
    {
      id: f.identifier(),
      label: f.text('Label', 'Contact Us', { required: true, maxLength: 40 }),
      href: f.url('Link', '/contact', { required: true }),
    },
    buttons,
    { summary: 'label', addLabel: 'Add Button', maxItems: 3 },
  ),
});

type CtaButton = { id: string; label: string; href: string };
