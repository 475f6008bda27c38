import branding from '@schemas/branding';
import footer from '@schemas/footer';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeSchema, findDescriptor, newListItem, schemaErrors } from '@/admin/renderer/describe-schema';
import * as f from '@/schema-kit/fields';
import { entities } from '@/schema-kit/registry';
import { everyKind } from './fixture-schema';

describe('describeSchema', () => {
  const fields = describeSchema(everyKind.schema);

  it("applies the entity's widget overrides by path, in groups and list items too", () => {
    const overridden = describeSchema(everyKind.schema, {
      name: 'textarea',
      'box.label': 'textarea',
      'box.deeper.note': 'url',
      'links.label': 'textarea',
    });
    expect(findDescriptor(overridden, 'name')?.widget).toBe('textarea');
    expect(findDescriptor(overridden, 'box.label')?.widget).toBe('textarea');
    expect(findDescriptor(overridden, 'box.deeper.note')?.widget).toBe('url');
    expect(findDescriptor(overridden, 'links.label')?.widget).toBe('textarea');
    // Everything else keeps its constructor's widget.
    expect(findDescriptor(overridden, 'bio')?.widget).toBe('textarea');
    expect(findDescriptor(overridden, 'link')?.widget).toBe('url');
    expect(findDescriptor(fields, 'name')?.widget).toBe('text');
  });
  const byKey = (key: string) => fields.find((f) => f.key === key)!;

  it('describes every widget kind with its title, hints and default', () => {
    expect(fields.map((f) => [f.key, f.widget])).toEqual([
      ['id', 'hidden'],
      ['name', 'text'],
      ['bio', 'textarea'],
      ['count', 'number'],
      ['enabled', 'boolean'],
      ['kind', 'select'],
      ['colour', 'colour'],
      ['font', 'font'],
      ['photo', 'image'],
      ['link', 'url'],
      ['skills', 'tags'],
      ['box', 'group'],
      ['pages', 'group'],
      ['links', 'list'],
      ['fixed', 'list'],
    ]);
    expect(byKey('name')).toMatchObject({
      title: 'Name',
      required: true,
      maxLength: 40,
      defaultValue: 'Acme',
    });
    expect(byKey('bio')).toMatchObject({ required: false, maxLength: 2000 });
    expect(byKey('kind').hints.options).toEqual(['one', 'two']);
    expect(byKey('photo').hints).toMatchObject({
      maxBytes: 2048,
      tooLargeMessage: 'File {name} is too large. Maximum size is 2MB.',
      wrongTypeMessage: 'Please select an image file',
    });
    expect(byKey('skills').defaultValue).toEqual(['React']);
    expect(byKey('count').defaultValue).toBe(3);
    expect(byKey('enabled').defaultValue).toBe(true);
  });

  it('describes nested groups and list items recursively', () => {
    const box = byKey('box');
    expect(box.hints.layout).toBe('card');
    expect(box.fields?.map((f) => f.key)).toEqual(['label', 'deeper']);
    expect(findDescriptor(fields, 'box.deeper.note')).toMatchObject({ widget: 'text', title: 'Note' });
    expect(byKey('pages').hints.layout).toBe('tabs');
    const links = byKey('links');
    expect(links.hints).toMatchObject({ summary: 'label', addLabel: 'Add Link' });
    expect(links.maxLength).toBe(5);
    expect(links.fields?.map((f) => [f.key, f.widget, f.required])).toEqual([
      ['id', 'hidden', false],
      ['label', 'text', true],
      ['href', 'url', false],
    ]);
    expect(newListItem(links)).toEqual({ id: '', label: 'New link', href: '/' });
    expect(byKey('fixed').hints.fixedLength).toBe(2);
  });

  it('reads the description and the description-less fields of every real schema', () => {
    for (const entity of entities) {
      const described = describeSchema(entity.schema);
      expect(described.length).toBeGreaterThan(0);
      for (const field of described) expect(field.title).not.toBe('');
    }
    const fonts = entities.find((e) => e.key === 'fonts')!;
    expect(describeSchema(fonts.schema)[0]?.description).toBe(
      'Buttons, navigation and other interface text.',
    );
    expect(findDescriptor(describeSchema(footer.schema), 'logo.companyNameFont')?.hints.options).toHaveLength(
      8,
    );
    expect(findDescriptor(describeSchema(branding.schema), 'letters')?.hints.fixedLength).toBe(9);
  });

  it('infers widgets for schemas without hints and keeps unknown kinds for the dispatcher', () => {
    const plain = describeSchema(
      v.object({
        a: v.string(),
        b: v.number(),
        c: v.pipe(v.string(), v.metadata({ widget: 'rainbow' })),
      }),
    );
    expect(plain.map((f) => [f.key, f.widget, f.title])).toEqual([
      ['a', 'text', 'A'],
      ['b', 'number', 'B'],
      ['c', 'rainbow', 'C'],
    ]);
  });
});

describe('schemaErrors', () => {
  const values = () => v.parse(everyKind.schema, {}) as Record<string, unknown>;

  it('maps valibot issues to form field names with the schema messages', () => {
    const bad: Record<string, unknown> = {
      ...values(),
      name: '   ',
      colour: 'purple-ish',
      link: 'javascript:alert(1)',
    };
    (bad.links as { label: string }[])[1]!.label = '';
    expect(schemaErrors(everyKind.schema, bad)).toEqual({
      name: 'Name is required.',
      colour: 'Enter a colour such as #4f008c or rgba(255, 255, 255, 0.1).',
      link: 'Use a web address (https://…), mailto:, tel:, a site path starting with / or an #anchor.',
      'links[1].label': 'Label is required.',
    });
    expect(schemaErrors(everyKind.schema, values())).toEqual({});
  });
});

describe('descriptions kept apart from the schema (an entity’s admin.descriptions)', () => {
  const schema = v.object({
    own: f.text('Own', '', { description: 'Said by the field itself.' }),
    group: f.group('Group', { inner: f.text('Inner', '') }),
    list: f.list('List', { label: f.text('Label', '') }, []),
  });
  const described = describeSchema(
    schema,
    {},
    {
      own: 'Not used: the field says it.',
      'group.inner': 'Where the inner text appears.',
      'list.label': 'Each row’s label.',
    },
  );

  it('describe the fields that say nothing themselves, by path, into groups and list items', () => {
    expect(findDescriptor(described, 'group.inner')?.description).toBe('Where the inner text appears.');
    expect(findDescriptor(described, 'list.label')?.description).toBe('Each row’s label.');
    expect(findDescriptor(described, 'group')?.description).toBe('');
  });

  it('never over a field’s own description', () => {
    expect(findDescriptor(described, 'own')?.description).toBe('Said by the field itself.');
  });
});
