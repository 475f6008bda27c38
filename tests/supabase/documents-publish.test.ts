/**
 * Publishing documents as the admin panel does it, on the stand-in: seeds stand in until
 * the first publish seeds the collection; a seed edited before that publishes as its version 2; a
 * stale publish, a duplicate slug (naming the other document), a cover without alt text and an
 * oversized body are refused with their messages; Unpublish takes the document off the site;
 * drafts are saved online by revision; and the visitors' source sees exactly what is published.
 */
import { describe, expect, it } from 'vitest';
import { loadDraft, StaleDraftError, saveDraft } from '@/admin/publish/document-drafts';
import { listDocuments } from '@/admin/publish/document-list';
import { DuplicateSlugError, publishDocument, unpublishDocument } from '@/admin/publish/document-publish';
import { isSeeded } from '@/admin/publish/document-seeding';
import { fetchDocumentHistory, loadPublished } from '@/admin/publish/document-versions';
import { StalePublishError } from '@/admin/publish/publish-client';
import { restDocumentsSource } from '@/app/published-documents';
import { ValidationError } from '@/schema-kit/validate';
import { seedId } from '@/storage/document-rows';
import { DocumentsStore } from '@/storage/documents-store';
import { notes } from '../storage/fixture-collection';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { backendOf, useStandIn } from './stand-in';

const upload = async () => 'https://cdn.example.com/unused.png';
const note = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Note ${slug}`,
  slug,
  summary: 'A summary.',
  topic: 'Cloud',
  featured: false,
  cover: { src: '/images/blog/cloud.svg', alt: 'A cloud' },
  publishedAt: '2025-01-01T00:00:00.000Z',
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello there.' }] }] },
  ...extra,
});

describe('publishing documents', () => {
  const standIn = useStandIn();
  const admin = async () => {
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    return signed.client;
  };
  const visitorSlugs = async () => {
    const store = new DocumentsStore();
    await store.goLive(restDocumentsSource(backendOf(standIn())));
    return (await store.list(notes, { limit: 50 }))?.items.map((item) => item.slug);
  };

  it('before the first publish visitors and the admin see the seeds; the first publish seeds the collection', async () => {
    const client = await admin();
    expect(await isSeeded(client, notes)).toBe(false);
    expect(await visitorSlugs()).toEqual(['second-note', 'first-note']);
    const listed = await listDocuments(client, notes);
    expect(listed.map((d) => [d.slug, d.state, d.seed])).toEqual([
      ['first-note', 'published', true],
      ['second-note', 'published', true],
      ['future-note', 'scheduled', true],
    ]);

    // The owner edits a seed before anything was published: the draft starts from the seed.
    const seed = await loadPublished(client, notes, seedId(notes, 'first-note'));
    expect(seed?.value).toMatchObject({ title: 'First note', slug: 'first-note' });
    expect(seed?.version).toBe(1);
    const published = await publishDocument(
      client,
      notes,
      {
        id: seedId(notes, 'first-note'),
        value: { ...seed?.value, title: 'First note, edited' },
        baseVersion: 1,
      },
      upload,
    );
    expect(published.version).toBe(2);
    expect(await isSeeded(client, notes)).toBe(true);

    // From now on the database is the only source; seeds were stored once.
    const store = new DocumentsStore();
    await store.goLive(restDocumentsSource(backendOf(standIn())));
    const list = await store.list(notes, { limit: 50 });
    expect(list?.items.map((item) => item.data.title)).toEqual(['Second note', 'First note, edited']);
    // The scheduled seed is stored but invisible: by URL too.
    expect(await store.get(notes, 'future-note')).toBeUndefined();
    expect((await listDocuments(client, notes)).map((d) => d.seed)).toEqual([false, false, false]);
  });

  it('refuses a stale publish, a duplicate slug (naming the other document), a cover without alt, an oversized body', async () => {
    const client = await admin();
    const first = await publishDocument(
      client,
      notes,
      { id: 'note-a', value: note('alpha'), baseVersion: 0 },
      upload,
    );
    expect(first.version).toBe(1);
    await publishDocument(
      client,
      notes,
      { id: 'note-a', value: note('alpha', { title: 'Two' }), baseVersion: 1 },
      upload,
    );
    await expect(
      publishDocument(
        client,
        notes,
        { id: 'note-a', value: note('alpha', { title: 'Stale' }), baseVersion: 1 },
        upload,
      ),
    ).rejects.toBeInstanceOf(StalePublishError);

    const duplicate = publishDocument(
      client,
      notes,
      { id: 'note-b', value: note('Alpha'), baseVersion: 0 },
      upload,
    );
    await expect(duplicate).rejects.toBeInstanceOf(DuplicateSlugError);
    await expect(duplicate).rejects.toThrow('The slug “alpha” is already used by the note “Two”.');

    await expect(
      publishDocument(
        client,
        notes,
        { id: 'note-c', value: note('gamma', { cover: { src: '/x.png', alt: ' ' } }), baseVersion: 0 },
        upload,
      ),
    ).rejects.toThrow('Cover image: describe the image in its alt text.');

    const huge = note('huge', {
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'word '.repeat(3000) }] }],
      },
    });
    for (let i = 0; i < 20; i++) (huge.body.content as unknown[]).push(huge.body.content[0]);
    const tooLong = publishDocument(client, notes, { id: 'note-d', value: huge, baseVersion: 0 }, upload);
    await expect(tooLong).rejects.toBeInstanceOf(ValidationError);
    await expect(tooLong).rejects.toThrow(/too long to publish: \d+ KB of at most 200 KB/);
  });

  it('Unpublish takes a document off the site; History keeps every version', async () => {
    const client = await admin();
    await publishDocument(
      client,
      notes,
      { id: 'note-u', value: note('to-unpublish'), baseVersion: 0 },
      upload,
    );
    expect(await visitorSlugs()).toContain('to-unpublish');
    expect(await unpublishDocument(client, notes, 'note-u', 1)).toBe(2);
    expect(await visitorSlugs()).not.toContain('to-unpublish');
    const visitors = new DocumentsStore();
    await visitors.goLive(restDocumentsSource(backendOf(standIn())));
    expect(await visitors.get(notes, 'to-unpublish')).toBeUndefined();
    expect((await listDocuments(client, notes)).find((d) => d.id === 'note-u')?.state).toBe('draft');
    const history = await fetchDocumentHistory(client, notes, 'note-u');
    expect(history.map((entry) => [entry.version, entry.note])).toEqual([
      [2, 'unpublished'],
      [1, undefined],
    ]);
    expect(history[1]?.value).toMatchObject({ title: 'Note to-unpublish', slug: 'to-unpublish' });
    // Publishing again (from version 2) brings it back.
    await publishDocument(
      client,
      notes,
      { id: 'note-u', value: note('to-unpublish'), baseVersion: 2 },
      upload,
    );
    expect(await visitorSlugs()).toContain('to-unpublish');
  });

  it('a future publish date hides the document everywhere until it is due', async () => {
    const client = await admin();
    const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    await publishDocument(
      client,
      notes,
      { id: 'note-f', value: note('later', { publishedAt: later }), baseVersion: 0 },
      upload,
    );
    expect((await listDocuments(client, notes)).find((d) => d.id === 'note-f')?.state).toBe('scheduled');
    expect(await visitorSlugs()).not.toContain('later');
    const visitors = new DocumentsStore();
    await visitors.goLive(restDocumentsSource(backendOf(standIn())));
    expect(await visitors.get(notes, 'later')).toBeUndefined();
    const anon = await fetch(`${standIn().apiUrl}/rest/v1/documents?slug=eq.later&select=slug`, {
      headers: { apikey: standIn().anonKey },
    });
    expect(await anon.json()).toEqual([]);
  });

  it('drafts are saved online by revision; a stale copy is refused and named', async () => {
    const client = await admin();
    await saveDraft(client, notes, { id: 'draft-1', value: { title: 'One' }, baseVersion: 0, revision: 1 });
    await saveDraft(client, notes, { id: 'draft-1', value: { title: 'Two' }, baseVersion: 0, revision: 2 });
    await expect(
      saveDraft(client, notes, {
        id: 'draft-1',
        value: { title: 'Other device' },
        baseVersion: 0,
        revision: 2,
      }),
    ).rejects.toBeInstanceOf(StaleDraftError);
    expect(await loadDraft(client, 'draft-1')).toMatchObject({ value: { title: 'Two' }, revision: 2 });
    expect((await listDocuments(client, notes)).find((d) => d.id === 'draft-1')).toMatchObject({
      state: 'draft',
      title: 'Two',
      version: 0,
    });
  });

  it('a document published in English only has no Arabic page; with its Arabic title it has one, in both languages', async () => {
    const client = await admin();
    const arabicStore = async () => {
      const store = new DocumentsStore({ locale: 'ar', dictionaries: async () => undefined });
      await store.goLive(restDocumentsSource(backendOf(standIn())));
      return store;
    };
    await publishDocument(
      client,
      notes,
      { id: 'note-en', value: note('english-only'), baseVersion: 0 },
      upload,
    );
    // A seed stays in both languages (second-note); one edited and published with an English title
    // only (first-note, above: this fixture has no translations) and the new note are English only.
    let store = await arabicStore();
    expect((await store.list(notes, { limit: 50 }))?.items.map((item) => item.slug)).toEqual(['second-note']);
    expect(await store.get(notes, 'english-only')).toBeUndefined();
    expect(await visitorSlugs()).toContain('english-only');

    // Its Arabic title is written (the body stays English, shown as such): published again, it is on both.
    const english = await loadPublished(client, notes, 'note-en');
    await publishDocument(
      client,
      notes,
      {
        id: 'note-en',
        value: { ...english?.value, title: { en: 'Note english-only', ar: 'ملاحظة بالعربية' } },
        baseVersion: 1,
      },
      upload,
    );
    store = await arabicStore();
    expect((await store.list(notes, { limit: 50 }))?.items.map((item) => item.data.title)).toContain(
      'ملاحظة بالعربية',
    );
    const page = await store.get(notes, 'english-only');
    expect(page?.data.title).toBe('ملاحظة بالعربية');
    expect(page?.languages).toEqual(['en', 'ar']);
    // Its body has no Arabic yet: the Arabic page shows the English one, marked as English.
    expect(page?.inEnglish).toContain('body');
    expect(page?.inEnglish).not.toContain('title');
    // The admin reads it back with both languages, to edit either.
    expect((await loadPublished(client, notes, 'note-en'))?.value.title).toMatchObject({
      en: 'Note english-only',
      ar: 'ملاحظة بالعربية',
    });
    const listed = await listDocuments(client, notes);
    expect(listed.find((d) => d.id === 'note-en')).toMatchObject({
      title: 'Note english-only',
      languages: ['en', 'ar'],
    });
    // The admin's list says which are in English only.
    expect(listed.find((d) => d.slug === 'first-note')?.languages).toEqual(['en']);
  });
});
