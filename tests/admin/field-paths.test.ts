/**
 * Editors name fields through typed paths: a field renamed in its schema is a compile error
 * (`npm run typecheck`) wherever an editor still uses the old name. The @ts-expect-error lines fail
 * the type check if the wrong names ever become accepted.
 */
import type branding from '@schemas/branding';
import type jobs from '@schemas/jobs';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EditorApi } from '@/admin/editor/EntityEditor';
import { itemsEditor } from '@/admin/extensions/ItemsEditor';
import { defineEntity, type SettingsOf } from '@/schema-kit/entity';
import type { FieldPath, PathValue, ValuePath } from '@/schema-kit/field-paths';
import * as f from '@/schema-kit/fields';
import { pageWithBlocks } from '../schemas/blocks-fixture';

type Branding = SettingsOf<typeof branding>;

describe('typed field paths', () => {
  it('follow the schema: groups, nested fields and list item fields', () => {
    expectTypeOf<'navBarColor' | 'box.contentType' | 'collection.url'>().toExtend<FieldPath<Branding>>();
    expectTypeOf<'navBarColour'>().not.toExtend<FieldPath<Branding>>();
    expectTypeOf<'box.colour'>().not.toExtend<FieldPath<Branding>>();
    // A list's item fields name descriptors, not single values.
    expectTypeOf<'collection.url'>().not.toExtend<ValuePath<Branding>>();
    expectTypeOf<PathValue<Branding, 'navBarColor'>>().toEqualTypeOf<string>();
  });

  it('reject a renamed field or a wrong value in an editor', () => {
    const editor = (api: EditorApi<typeof branding>) => {
      api.field('letters');
      api.set('logo.iconType', 'image');
      // @ts-expect-error 'navBarColour' is not a branding field
      api.field('navBarColour');
      // @ts-expect-error a number is not a colour
      api.set('navBarColor', 42);
    };
    const jobsEditor = () =>
      itemsEditor<typeof jobs, 'postings'>({
        listKey: 'postings',
        // @ts-expect-error a posting has no 'name'
        addFields: [{ key: 'name' }],
        noun: 'Job Posting',
        saveLabel: 'Save',
      });
    expect([editor, jobsEditor].every((f) => typeof f === 'function')).toBe(true);
  });
});

describe('widget overrides on the entity', () => {
  const schema = v.object({
    intro: f.text('Intro', ''),
    items: f.list('Items', { body: f.text('Body', '') }, []),
  });
  const base = {
    key: 'notes',
    title: 'Notes',
    tab: { key: 'notes', label: 'Notes', order: 90 },
    saveMessage: 'Saved',
    schema,
  };

  it('name fields by typed path and widgets by kind', () => {
    const make = () => [
      defineEntity({ ...base, admin: { widgets: { intro: 'textarea', 'items.body': 'textarea' } } }),
      // @ts-expect-error 'outro' is not a field of this schema
      defineEntity({ ...base, admin: { widgets: { outro: 'textarea' } } }),
      // @ts-expect-error 'essay' is not a widget kind
      defineEntity({ ...base, admin: { widgets: { intro: 'essay' } } }),
    ];
    expect(typeof make).toBe('function');
  });
});

describe('typed paths into a blocks field', () => {
  type Page = SettingsOf<typeof pageWithBlocks>;
  it('name the kind before the field: sections.hero.title', () => {
    expectTypeOf<
      'sections' | 'sections.hero' | 'sections.hero.title' | 'sections.cta.href' | 'sections.text.body'
    >().toExtend<FieldPath<Page>>();
    // a field of another kind, a kind the field lacks, and the rows' id and kind are not paths
    expectTypeOf<'sections.hero.href'>().not.toExtend<FieldPath<Page>>();
    expectTypeOf<'sections.video'>().not.toExtend<FieldPath<Page>>();
    expectTypeOf<'sections.hero.id' | 'sections.kind'>().not.toExtend<FieldPath<Page>>();
    // a list item with a select called kind is still an ordinary item
    type Listed = { items: { id: string; kind: 'one' | 'two'; label: string }[] };
    expectTypeOf<'items.label' | 'items.kind'>().toExtend<FieldPath<Listed>>();
    const entity = defineEntity({
      ...pageWithBlocks,
      key: 'blocks-page-2',
      tab: { ...pageWithBlocks.tab, key: 'blocks-page-2' },
      admin: { widgets: { 'sections.hero.title': 'textarea' } },
    });
    expect(entity.admin?.widgets).toBeDefined();
    // @ts-expect-error the call to action has no title
    defineEntity({ ...pageWithBlocks, admin: { widgets: { 'sections.cta.title': 'textarea' } } });
  });
});
