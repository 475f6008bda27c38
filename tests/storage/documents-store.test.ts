/**
 * The documents store: seeds stand in for a collection until it is seeded in the
 * database, then the database is the only source; listings carry no bodies and only listing fields;
 * future-dated documents are invisible; a page's snapshot answers the same questions the same way
 * until goLive, which asks again and announces what changed.
 */
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { type DocumentRow, rowFromDocument } from '@/storage/document-rows';
import { DocumentsStore, memorySource } from '@/storage/documents-store';
import { notes } from './fixture-collection';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const now = () => NOW;

const row = (slug: string, extra: Partial<Record<string, unknown>> = {}, version = 1): DocumentRow =>
  rowFromDocument(
    notes,
    {
      title: `Title of ${slug}`,
      slug,
      summary: `About ${slug}`,
      topic: 'Cloud',
      featured: false,
      cover: { src: '/x.png', alt: 'x' },
      publishedAt: '2025-01-01T00:00:00.000Z',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'db body' }] }] },
      ...extra,
    },
    { id: `id-${slug}`, version, now: '2025-01-01T00:00:00.000Z' },
  );

describe('a collection not seeded in the database', () => {
  it('shows its seed documents, newest first, without the future-dated one', async () => {
    const store = new DocumentsStore({ source: memorySource({}, [], now), now });
    const list = await store.list(notes, { limit: 10 });
    expect(list?.items.map((item) => item.slug)).toEqual(['second-note', 'first-note']);
    expect(list?.more).toBe(false);
    expect(await store.get(notes, 'future-note')).toBeUndefined();
    const first = await store.get(notes, 'first-note');
    expect(first?.data.title).toBe('First note');
    expect(first?.body.content[0]).toMatchObject({ type: 'heading' });
    expect(first?.readingMinutes).toBe(1);
  });

  it('filters on fields, leaves one out, pages', async () => {
    const store = new DocumentsStore({ source: memorySource({}, [], now), now });
    expect(
      (await store.list(notes, { where: { featured: true }, limit: 1 }))?.items.map((i) => i.slug),
    ).toEqual(['second-note']);
    expect(
      (await store.list(notes, { where: { topic: 'Cloud' }, limit: 5 }))?.items.map((i) => i.slug),
    ).toEqual(['first-note']);
    const page = await store.list(notes, { notSlug: 'second-note', limit: 1 });
    expect(page?.items.map((i) => i.slug)).toEqual(['first-note']);
    const firstPage = await store.list(notes, { limit: 1 });
    expect(firstPage?.more).toBe(true);
    expect((await store.list(notes, { offset: 1, limit: 1 }))?.items.map((i) => i.slug)).toEqual([
      'first-note',
    ]);
  });
});

describe('a seeded collection', () => {
  it('shows only the database, seeds or not', async () => {
    const store = new DocumentsStore({
      source: memorySource({ notes: [row('only-in-db')] }, ['notes'], now),
      now,
    });
    expect((await store.list(notes, { limit: 10 }))?.items.map((i) => i.slug)).toEqual(['only-in-db']);
    expect(await store.get(notes, 'first-note')).toBeUndefined();
    expect((await store.get(notes, 'only-in-db'))?.data.title).toBe('Title of only-in-db');
  });

  it('a listing carries its listing fields only, never the body', async () => {
    const store = new DocumentsStore({ source: memorySource({ notes: [row('a')] }, ['notes'], now), now });
    await store.list(notes, { limit: 10 });
    const [answer] = store.snapshot().answers;
    expect(answer?.rows[0]).not.toHaveProperty('body');
    expect(Object.keys(answer?.rows[0]?.fields ?? {}).sort()).toEqual([
      'cover',
      'featured',
      'summary',
      'title',
      'topic',
    ]);
  });

  it('bad stored data falls back to defaults, and a hostile body is reduced to what renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad: DocumentRow = {
      ...row('bad'),
      fields: { title: 42, topic: 'Nope', cover: 'not an object' },
      body: { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] },
    };
    const store = new DocumentsStore({ source: memorySource({ notes: [bad] }, ['notes'], now), now });
    const read = await store.get(notes, 'bad');
    expect(read?.data.topic).toBe('Cloud');
    expect(read?.body).toEqual({ type: 'doc', content: [] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('snapshot, then live', () => {
  it('answers from the snapshot, unknown questions are "not known", and goLive announces what changed', async () => {
    const built = new DocumentsStore({
      source: memorySource({ notes: [row('a'), row('b')] }, ['notes'], now),
      now,
    });
    await built.list(notes, { limit: 6 });
    await built.get(notes, 'a');
    const snapshot = JSON.parse(JSON.stringify(built.snapshot()));

    const browser = new DocumentsStore({ snapshot, now });
    expect((await browser.list(notes, { limit: 6 }))?.items.map((i) => i.slug)).toEqual(['a', 'b']);
    expect((await browser.get(notes, 'a'))?.data.title).toBe('Title of a');
    // Published after the build: not known until live (the 404 page is what was prerendered).
    expect(await browser.get(notes, 'c')).toBeUndefined();

    const announced: string[] = [];
    browser.subscribe((key) => announced.push(key));
    // Since the build: a was unpublished, b has a new version, c was published.
    await browser.goLive(
      memorySource({ notes: [row('b', { title: 'B two' }, 2), row('c')] }, ['notes'], now),
    );
    expect(announced).toEqual(['notes']);
    expect(await browser.get(notes, 'a')).toBeUndefined();
    expect((await browser.get(notes, 'c'))?.data.title).toBe('Title of c');
    // Same date: by slug.
    expect((await browser.list(notes, { limit: 6 }))?.items.map((i) => i.data.title)).toEqual([
      'B two',
      'Title of c',
    ]);
  });

  it('nothing changed: nothing is announced', async () => {
    const source = memorySource({ notes: [row('a')] }, ['notes'], now);
    const built = new DocumentsStore({ source, now });
    await built.list(notes, { limit: 6 });
    const browser = new DocumentsStore({ snapshot: built.snapshot(), now });
    await browser.list(notes, { limit: 6 });
    const announced: string[] = [];
    browser.subscribe((key) => announced.push(key));
    await browser.goLive(source);
    expect(announced).toEqual([]);
  });

  it("keeps the build's copy of a row of the same version (its images at /media), and takes a newer version", async () => {
    const supabase = 'https://project.supabase.co/storage/v1/object/public/site-media/abc.webp';
    const live = (version: number) =>
      memorySource({ notes: [row('a', { cover: { src: supabase, alt: 'x' } }, version)] }, ['notes'], now);
    const built = new DocumentsStore({
      source: memorySource(
        { notes: [row('a', { cover: { src: '/media/abc.webp', alt: 'x' } })] },
        ['notes'],
        now,
      ),
      now,
    });
    await built.get(notes, 'a');
    await built.list(notes, { limit: 6 });
    const cover = async (store: DocumentsStore) => [
      ((await store.get(notes, 'a'))?.data.cover as { src: string } | undefined)?.src,
      ((await store.list(notes, { limit: 6 }))?.items[0]?.data.cover as { src: string } | undefined)?.src,
    ];

    // The page reads what it was built with, then goes live.
    const same = new DocumentsStore({ snapshot: built.snapshot(), now });
    expect(await cover(same)).toEqual(['/media/abc.webp', '/media/abc.webp']);
    const announced: string[] = [];
    same.subscribe((key) => announced.push(key));
    await same.goLive(live(1));
    expect(announced).toEqual([]);
    expect(await cover(same)).toEqual(['/media/abc.webp', '/media/abc.webp']);

    const newer = new DocumentsStore({ snapshot: built.snapshot(), now });
    await cover(newer);
    await newer.goLive(live(2));
    expect(await cover(newer)).toEqual([supabase, supabase]);
  });

  it('a page that read no documents asks the database nothing when it goes live, and asks once it does read', async () => {
    const source = memorySource({ notes: [row('a')] }, ['notes'], now);
    const seeded = vi.spyOn(source, 'seeded');
    const browser = new DocumentsStore({ snapshot: { answers: [] }, now });
    await browser.goLive(source);
    expect(seeded).not.toHaveBeenCalled();
    expect((await browser.list(notes, { limit: 6 }))?.items.map((i) => i.slug)).toEqual(['a']);
    expect(seeded).toHaveBeenCalledTimes(1);
  });

  it('answers from seeds are not asked again while the collection is still not seeded', async () => {
    const built = new DocumentsStore({ source: memorySource({}, [], now), now });
    await built.list(notes, { limit: 6 });
    const seeds = vi.spyOn(notes, 'seeds');
    const browser = new DocumentsStore({ snapshot: built.snapshot(), now });
    expect((await browser.list(notes, { limit: 6 }))?.items).toHaveLength(2);
    await browser.goLive(memorySource({}, [], now));
    // The future note is due in 2999; until then the answer from the seeds stands.
    expect(seeds).not.toHaveBeenCalled();
    seeds.mockRestore();
  });

  it('a seed dated after the build comes due: the page checks without the schema and shows it once its loader asks again', async () => {
    const built = new DocumentsStore({ source: memorySource({}, [], now), now });
    await built.list(notes, { limit: 6 });
    const later = () => Date.parse('3000-01-01T00:00:00Z');
    // The store of a page that has not read its documents yet: the check needs no collection.
    const browser = new DocumentsStore({ snapshot: built.snapshot(), now: later });
    const announced: string[] = [];
    browser.subscribe((key) => announced.push(key));
    await browser.goLive(memorySource({}, [], later));
    expect(announced).toEqual(['notes']);
    expect((await browser.list(notes, { limit: 6 }))?.items).toHaveLength(3);
  });

  it('one check answers the loaders: after it, reading a changed listing asks the source nothing more', async () => {
    const built = new DocumentsStore({ source: memorySource({ notes: [row('a')] }, ['notes'], now), now });
    await built.list(notes, { limit: 6 });
    const source = memorySource({ notes: [row('a', {}, 2), row('b')] }, ['notes'], now);
    const list = vi.spyOn(source, 'list');
    const browser = new DocumentsStore({ snapshot: built.snapshot(), now });
    await browser.goLive(source);
    expect((await browser.list(notes, { limit: 6 }))?.items.map((i) => i.slug)).toEqual(['a', 'b']);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('the owner seeds the collection after the build: the database answers from then on', async () => {
    const built = new DocumentsStore({ source: memorySource({}, [], now), now });
    await built.list(notes, { limit: 6 });
    const browser = new DocumentsStore({ snapshot: built.snapshot(), now });
    await browser.list(notes, { limit: 6 }); // the page's loader, on its first render
    const announced: string[] = [];
    browser.subscribe((key) => announced.push(key));
    await browser.goLive(
      memorySource({ notes: [row('second-note', { title: 'Edited second' }, 2)] }, ['notes'], now),
    );
    expect(announced).toEqual(['notes']);
    expect((await browser.list(notes, { limit: 6 }))?.items.map((i) => i.data.title)).toEqual([
      'Edited second',
    ]);
  });
});

describe('the owner editing a document on its page', () => {
  const draft = (title: string) => ({
    title,
    slug: 'a',
    summary: 'Edited summary',
    topic: 'Cloud',
    featured: false,
    cover: { src: '/x.png', alt: 'x' },
    publishedAt: '2025-01-01T00:00:00.000Z',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'edited' }] }] },
  });

  it('a preview shows the draft in place of the published document wherever it is shown, and announces it; ending it shows the published one again', async () => {
    const store = new DocumentsStore({
      source: memorySource({ notes: [row('a'), row('b')] }, ['notes'], now),
      now,
    });
    await store.get(notes, 'a');
    const announced: string[] = [];
    store.subscribe((key) => announced.push(key));

    await store.preview(notes, 'id-a', draft('Typed on the page'));
    expect(announced).toEqual(['notes']);
    const shown = await store.get(notes, 'a');
    expect(shown?.data.title).toBe('Typed on the page');
    expect(shown?.body).toEqual(draft('').body);
    expect((await store.list(notes, { limit: 6 }))?.items.map((item) => item.data.title)).toEqual([
      'Typed on the page',
      'Title of b',
    ]);
    // Nothing is stored: the snapshot holds the published rows only.
    expect(JSON.stringify(store.snapshot())).not.toContain('Typed on the page');

    store.endPreview(notes, 'id-a');
    expect(announced).toEqual(['notes', 'notes']);
    expect((await store.get(notes, 'a'))?.data.title).toBe('Title of a');
  });

  it('an invalid draft is read as bad stored data is, and the page stays where it is when the slug is edited', async () => {
    const store = new DocumentsStore({ source: memorySource({ notes: [row('a')] }, ['notes'], now), now });
    await store.preview(notes, 'id-a', { ...draft(''), slug: 'moved', topic: 'Nonsense' });
    const shown = await store.get(notes, 'a');
    expect(shown?.slug).toBe('a');
    expect(shown?.data.topic).toBe(v.parse(notes.schema, {}).topic);
    expect(await store.get(notes, 'moved')).toBeUndefined();
  });

  it('after a publish from the page, a recheck asks the source again and shows the new version', async () => {
    const rows = { notes: [row('a')] };
    const store = new DocumentsStore({ source: memorySource(rows, ['notes'], now), now });
    expect((await store.get(notes, 'a'))?.data.title).toBe('Title of a');
    rows.notes = [row('a', { title: 'Published from the page' }, 2)];
    expect((await store.get(notes, 'a'))?.data.title).toBe('Title of a');
    await store.recheck();
    expect((await store.get(notes, 'a'))?.data.title).toBe('Published from the page');
  });
});
