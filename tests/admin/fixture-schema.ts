/** A schema with one field of every widget kind, nested groups and a list, for the renderer tests. */
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export const everyKind = defineEntity({
  key: 'every-kind',
  title: 'Every kind',
  tab: { key: 'every-kind', label: 'Every kind', order: 50 },
  saveMessage: 'Every kind saved!',
  schema: v.object({
    id: f.identifier(),
    name: f.text('Name', 'Acme', { required: true, maxLength: 40 }),
    bio: f.textarea('Bio', 'Hello'),
    count: f.number('Count', 3, { min: 0, max: 10 }),
    enabled: f.boolean('Enabled', true),
    kind: f.select('Kind', ['one', 'two'], 'one'),
    colour: f.colour('Colour', '#4f008c'),
    font: f.font('Font', 'Inter'),
    photo: f.image('Photo', '', {
      maxBytes: 2048,
      tooLargeMessage: 'File {name} is too large. Maximum size is 2MB.',
      wrongTypeMessage: 'Please select an image file',
    }),
    link: f.url('Link', '/about'),
    skills: f.tags('Skills', ['React']),
    box: f.group(
      'Box',
      {
        label: f.text('Box label', 'inner'),
        deeper: f.group('Deeper', { note: f.text('Note', 'deep') }),
      },
      { layout: 'card' },
    ),
    pages: f.group(
      'Pages',
      {
        home: f.group('Home Page', { title: f.text('Home title', 'Welcome') }),
        about: f.group('About Page', { title: f.text('About title', 'About us') }),
      },
      { layout: 'tabs' },
    ),
    links: f.list(
      'Links',
      {
        id: f.identifier(),
        label: f.text('Label', 'New link', { required: true }),
        href: f.url('Href', '/'),
      },
      [
        { id: 'a', label: 'First', href: '/first' },
        { id: 'b', label: 'Second', href: '/second' },
      ],
      { summary: 'label', addLabel: 'Add Link', maxItems: 5 },
    ),
    fixed: f.list('Fixed', { text: f.letter('Letter', 'A') }, [{ text: 'X' }, { text: 'Y' }], {
      fixedLength: 2,
      summary: 'text',
    }),
  }),
});
