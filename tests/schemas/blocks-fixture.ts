/** A blocks field of three kinds, for the schema, salvage, renderer and type tests. */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export const sections = f.blocks(
  'Sections',
  {
    hero: f.block(
      'Hero',
      { title: f.text('Title', 'New hero', { required: true }), tall: f.boolean('Tall', false) },
      { summary: 'title' },
    ),
    text: f.block('Text', { body: f.textarea('Body', '') }, { summary: 'body' }),
    cta: f.block('Call to action', { label: f.text('Label', 'Contact us'), href: f.url('Link', '/contact') }),
  },
  [
    { kind: 'hero', title: 'Welcome', tall: true },
    { kind: 'cta', label: 'Talk to us', href: '/contact' },
  ],
  { first: 'hero', last: 'cta', max: 6 },
);

export const pageWithBlocks = defineEntity({
  key: 'blocks-page',
  title: 'Blocks page',
  tab: { key: 'blocks-page', label: 'Blocks page', order: 51 },
  saveMessage: 'Blocks page saved!',
  schema: v.object({ heading: f.text('Heading', 'Home'), sections }),
});
