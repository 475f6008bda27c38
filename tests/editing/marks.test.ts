/**
 * Marks for editing on the page: every path any public page marks (rendered as the owner's edit
 * mode renders it) resolves to a field of its entity's schema, list items and blocks found by their
 * id; outside edit mode no page carries a mark. The helper's paths are typed against the entity's value.
 */

import footer from '@schemas/footer';
import hero from '@schemas/hero';
import pageHome from '@schemas/pages/home';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeSchema, findDescriptor } from '@/admin/renderer/describe-schema';
import { marking } from '@/app/edit-marks';
import { editSource } from '@/app/edit-sources';
import { type EditTarget, targetOf } from '@/editing/edit-targets';
import { marksOf, resolveField } from '@/editing/resolve-mark';
import { listPublicRoutes, render, withLocale } from '@/entry-prerender';
import { defaultsOf } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import { seedId } from '@/storage/document-rows';

const marksIn = (body: string) =>
  [...body.matchAll(/data-edit="([^"]*)"/g)].flatMap((match) => marksOf(match[1]));

describe('the marking helper', () => {
  it('marks each field of an element by its entity and address (addresses: tests/schemas/field-addresses.test.ts)', () => {
    expect(marking(editSource(hero), ['home.ctaText', 'home.ctaLink'])).toEqual({
      'data-edit': 'hero:home.ctaText hero:home.ctaLink',
    });
  });

  it('takes only paths the entity’s value has', () => {
    // @ts-expect-error: the hero has no `home.heading`.
    marking(editSource(hero), 'home.heading');
    // @ts-expect-error: a card has no `name`.
    marking(editSource(pageHome), 'sections.services.cards.name');
    expect(marking(editSource(footer), 'typography.copyright.text')).toEqual({
      'data-edit': 'footer:typography.copyright.text',
    });
  });
});

describe('resolving a mark', () => {
  const home = entities.find((entity) => entity.key === 'page-home');
  if (!home) throw new Error('page-home is missing');
  const value = defaultsOf(home) as { sections: { id: string; kind: string; cards?: { id: string }[] }[] };

  it('finds a block and a list item by id wherever the owner has moved them', () => {
    const path = 'sections[#services].cards[#cloud].title';
    const services = value.sections.find((section) => section.id === 'services');
    const cards = services?.cards ?? [];
    const reordered = {
      ...value,
      sections: [...value.sections]
        .reverse()
        .map((section) =>
          section.id === 'services' ? { ...section, cards: [...cards].reverse() } : section,
        ),
    };
    const before = resolveField(home.schema, value, path);
    const after = resolveField(home.schema, reordered, path);
    expect(before?.descriptorPath).toBe('sections.services.cards.title');
    expect(after?.descriptorPath).toBe('sections.services.cards.title');
    expect(before?.formPath).not.toBe(after?.formPath);
    const at = (from: unknown, formPath: string) =>
      formPath.split('.').reduce<unknown>((node, step) => {
        const [, key, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(step) ?? [];
        const inside = (node as Record<string, unknown>)[key as string];
        return index === undefined ? inside : (inside as unknown[])[Number(index)];
      }, from);
    expect(at(reordered, after?.formPath ?? '')).toBe(at(value, before?.formPath ?? ''));
  });

  it('finds nothing for an id, a place or a field that is not there', () => {
    expect(resolveField(home.schema, value, 'sections[#gone].title')).toBeUndefined();
    expect(resolveField(home.schema, value, 'sections[99].title')).toBeUndefined();
    expect(resolveField(home.schema, value, 'seo.nothing')).toBeUndefined();
  });
});

/** The value a mark is resolved in: an entity's defaults, or the seed document it names. */
async function valueFor(target: EditTarget): Promise<unknown> {
  if (target.kind === 'entity') return defaultsOf(target.entity);
  const { collection } = target;
  const seeds = (await collection.seeds()).map(
    (seed) => v.parse(collection.schema, seed) as Record<string, unknown>,
  );
  return seeds.find((seed) => seedId(collection, String(seed[collection.fields.slug])) === target.id);
}

describe('marks on the public pages', async () => {
  // Both languages: an Arabic page marks the same fields, read in Arabic.
  const paths = [
    ...(await listPublicRoutes()),
    ...(await listPublicRoutes(undefined, 'ar')).map((path) => withLocale(path, 'ar')),
  ];

  it('every marked path resolves to a field of its schema', { timeout: 60_000 }, async () => {
    const unresolved: string[] = [];
    let count = 0;
    for (const path of paths) {
      // The head's marks too: the page's title and description for search engines.
      const { body, head } = await render(path, [], undefined, { editMarks: true });
      for (const mark of marksIn(head + body)) {
        count++;
        // An entity's, or a document's (an article, a service page…).
        const target = targetOf(mark.entityKey);
        const field = target && resolveField(target.schema, await valueFor(target), mark.path);
        // The admin's descriptor of it, which the panel shows: a value (text, link, image…), not a group.
        const descriptor = field && findDescriptor(describeSchema(target.schema), field.descriptorPath);
        if (!descriptor || descriptor.widget === 'group')
          unresolved.push(`${path}: ${mark.entityKey}:${mark.path}`);
      }
    }
    expect(unresolved).toEqual([]);
    expect(count).toBeGreaterThan(paths.length * 5);
  });

  it('the home page marks its hero, navigation, footer and a section’s cards', async () => {
    const rendered = await render('/', [], undefined, { editMarks: true });
    const marks = marksIn(rendered.head + rendered.body).map((mark) => `${mark.entityKey}:${mark.path}`);
    expect(marks).toEqual(
      expect.arrayContaining([
        'hero:home.title',
        'hero:home.subtitle',
        'header:navigation[0].label',
        'footer:typography.copyright.text',
        'page-home:sections[#services].cards[#cloud].title',
        'page-home:hero.alt',
        'hero:home.backgroundImage',
        'page-home:seo.title',
        'page-home:seo.description',
      ]),
    );
    const arabic = marksIn((await render('/ar/', [], undefined, { editMarks: true })).body);
    expect(arabic.map((mark) => mark.path)).toContain('home.title');
  });

  it('pictures are marked where they are drawn: heroes’ photos, sections’ pictures, team photos', async () => {
    const marksOn = async (path: string) => {
      const rendered = await render(path, [], undefined, { editMarks: true });
      return marksIn(rendered.body).map((mark) => `${mark.entityKey}:${mark.path}`);
    };
    expect(await marksOn('/about')).toEqual(
      expect.arrayContaining([
        'hero:about.backgroundImage',
        'page-about:story.image',
        'leadership:members[#ahmed-al-rashid].image',
        'leadership:members[#sarah-mitchell].image',
      ]),
    );
    expect(await marksOn('/services')).toEqual(
      expect.arrayContaining([
        'page-services:offer.items[#tech-manpower].image',
        'page-services:offer.items[#web-development].image',
      ]),
    );
  });

  it('no page carries a mark outside edit mode', { timeout: 60_000 }, async () => {
    for (const path of paths) {
      const { head, body } = await render(path);
      expect(head + body).not.toContain('data-edit');
    }
  });
});

describe('marks on documents’ pages, and on calls to action', () => {
  const marksOf = async (path: string) => {
    const rendered = await render(path, [], undefined, { editMarks: true });
    return marksIn(rendered.head + rendered.body).map((mark) => `${mark.entityKey}:${mark.path}`);
  };

  it('a solution page marks its blocks by id and their items by place, under its document', async () => {
    const marks = await marksOf('/portfolio/water-management');
    const doc = 'solutions/seed%3Asolutions%3Awater-management';
    expect(marks).toEqual(
      expect.arrayContaining([
        `${doc}:sections[#hero].title`,
        `${doc}:sections[#solutions].cards[0].title`,
        `${doc}:seo.description`,
      ]),
    );
  });

  it('a page’s closing call to action marks its heading, text and each button’s label and link', async () => {
    expect(await marksOf('/')).toEqual(
      expect.arrayContaining([
        'page-home:sections[#cta].heading',
        'page-home:sections[#cta].buttons[#contact].label',
        'page-home:sections[#cta].buttons[#contact].href',
      ]),
    );
    expect(await marksOf('/services')).toEqual(
      expect.arrayContaining(['page-services:cta.heading', 'page-services:cta.buttons[#contact].label']),
    );
  });

  it('an article marks its title, cover and body', async () => {
    const marks = await marksOf('/blog/react-performance');
    const doc = 'articles/seed%3Aarticles%3Areact-performance';
    expect(marks).toEqual(expect.arrayContaining([`${doc}:title`, `${doc}:cover`, `${doc}:body`]));
  });
});
