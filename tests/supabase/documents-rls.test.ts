/**
 * Documents on the stand-in, through the same HTTP a visitor's browser and the admin's
 * supabase-js use: visitors read only published documents whose date has passed (a draft, an
 * unpublished or a scheduled document returns nothing), a listing can read without bodies and
 * filter on a field, only the admin writes, slugs are unique per collection, bodies have a size
 * limit, a stale publish or draft save is refused with 409, and history and drafts are the admin's.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, appClient, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

const past = '2024-01-01T08:00:00.000Z';
const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };

describe('documents: who reads and writes what', () => {
  const standIn = useStandIn();
  const admin = async () => {
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    return signed.client;
  };
  /** An anonymous REST read, as a visitor's page makes it (plain fetch, anon key). */
  const anonGet = async (query: string) => {
    const response = await fetch(`${standIn().apiUrl}/rest/v1/documents?${query}`, {
      headers: { apikey: standIn().anonKey, Authorization: `Bearer ${standIn().anonKey}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  };

  it('visitors read a published document whose date has passed, and nothing of a draft or a scheduled one', async () => {
    const client = await admin();
    const rows = [
      { id: 'a-live', slug: 'live', status: 'published', published_at: past },
      { id: 'a-scheduled', slug: 'scheduled', status: 'published', published_at: future },
      { id: 'a-hidden', slug: 'hidden', status: 'unpublished', published_at: past },
    ].map((row) => ({
      ...row,
      collection: 'rls-articles',
      version: 1,
      fields: { title: row.slug, category: 'DevOps' },
      body,
      words: 1,
    }));
    const inserted = await client.from('documents').insert(rows);
    expect(inserted.error).toBeNull();

    expect((await anonGet('collection=eq.rls-articles&select=slug')).map((r) => r.slug)).toEqual(['live']);
    for (const slug of ['scheduled', 'hidden']) {
      expect(await anonGet(`collection=eq.rls-articles&slug=eq.${slug}`)).toEqual([]);
    }
    // A signed-in non-admin sees what visitors see; the admin sees all three.
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    const seenByEve = await eve.client.from('documents').select('slug').eq('collection', 'rls-articles');
    expect(seenByEve.data).toEqual([{ slug: 'live' }]);
    const seenByAdmin = await client
      .from('documents')
      .select('slug')
      .eq('collection', 'rls-articles')
      .order('slug');
    expect(seenByAdmin.data?.map((r) => r.slug)).toEqual(['hidden', 'live', 'scheduled']);
  });

  it('a listing reads the fields it shows, filtered on a field, newest first', async () => {
    const client = await admin();
    await client.from('documents').insert(
      ['one', 'two', 'three'].map((slug, index) => ({
        id: `l-${slug}`,
        collection: 'rls-listing',
        slug,
        version: 1,
        published_at: `2024-0${index + 1}-01T00:00:00Z`,
        fields: { title: slug, category: index === 1 ? 'Cloud Technology' : 'DevOps', featured: index === 0 },
        body,
        words: 1,
      })),
    );
    const listing = await anonGet(
      'collection=eq.rls-listing&select=slug,fields,published_at,words&order=published_at.desc,slug.asc&limit=2',
    );
    expect(listing.map((r) => r.slug)).toEqual(['three', 'two']);
    expect(Object.keys(listing[0] ?? {}).sort()).toEqual(['fields', 'published_at', 'slug', 'words']);
    const devops = await anonGet(
      `collection=eq.rls-listing&select=slug&fields->>category=eq.${encodeURIComponent('DevOps')}&order=slug.asc`,
    );
    expect(devops.map((r) => r.slug)).toEqual(['one', 'three']);
    expect(
      (await anonGet('collection=eq.rls-listing&select=slug&fields->>featured=eq.true')).map((r) => r.slug),
    ).toEqual(['one']);
  });

  it('only the admin writes; slugs are unique in a collection; bodies are capped', async () => {
    const row = { id: 'w-1', collection: 'rls-write', slug: 'taken', version: 1, fields: {}, body };
    const visitor = appClient(standIn());
    expect((await visitor.from('documents').insert(row)).error).not.toBeNull();
    expect((await visitor.from('collections').insert({ key: 'rls-write' })).error).not.toBeNull();
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    expect((await eve.client.from('documents').insert(row)).error).not.toBeNull();

    const client = await admin();
    expect((await client.from('documents').insert(row)).error).toBeNull();
    const duplicate = await client.from('documents').insert({ ...row, id: 'w-2' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    // The same slug in another collection is fine.
    expect(
      (await client.from('documents').insert({ ...row, id: 'w-3', collection: 'rls-other' })).error,
    ).toBeNull();
    const huge = await client.from('documents').insert({
      ...row,
      id: 'w-4',
      slug: 'huge',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(270_000) }] }],
      },
    });
    expect(huge.error?.code).toBe('23514');
    expect(
      (await client.from('documents').insert({ ...row, id: 'w-5', slug: 'Not A Slug' })).error?.code,
    ).toBe('23514');
  });

  it('a publish from a stale base is refused with 409; history keeps every version and only the admin reads it', async () => {
    const client = await admin();
    const base = { id: 'v-1', collection: 'rls-versions', slug: 'doc', fields: { title: 'One' }, body };
    expect(
      (await client.from('documents').upsert({ ...base, version: 1 }, { onConflict: 'id' })).error,
    ).toBeNull();
    expect(
      (
        await client
          .from('documents')
          .upsert({ ...base, fields: { title: 'Two' }, version: 2 }, { onConflict: 'id' })
      ).error,
    ).toBeNull();
    const stale = await client
      .from('documents')
      .upsert({ ...base, fields: { title: 'Stale' }, version: 2 }, { onConflict: 'id' });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    const fresh = await client.from('documents').insert({ ...base, id: 'v-2', slug: 'other', version: 3 });
    expect(fresh.status).toBe(409);

    const history = await client
      .from('document_versions')
      .select('version, fields')
      .eq('document_id', 'v-1')
      .order('version');
    expect(history.data).toEqual([
      { version: 1, fields: { title: 'One' } },
      { version: 2, fields: { title: 'Two' } },
    ]);
    expect((await client.from('document_versions').delete().eq('document_id', 'v-1')).error).not.toBeNull();
    const visitor = appClient(standIn());
    expect((await visitor.from('document_versions').select('*')).error?.code).toBe('42501');
  });

  it('drafts are the admin’s alone, and a stale copy of a draft cannot overwrite a newer one', async () => {
    const client = await admin();
    const draft = { id: 'd-1', collection: 'rls-drafts', value: { title: 'Draft' }, base_version: 0 };
    expect(
      (await client.from('document_drafts').upsert({ ...draft, revision: 1 }, { onConflict: 'id' })).error,
    ).toBeNull();
    expect(
      (await client.from('document_drafts').upsert({ ...draft, revision: 2 }, { onConflict: 'id' })).error,
    ).toBeNull();
    const stale = await client
      .from('document_drafts')
      .upsert({ ...draft, revision: 2 }, { onConflict: 'id' });
    expect(stale.error?.code).toBe('PT409');

    const visitor = appClient(standIn());
    expect((await visitor.from('document_drafts').select('*')).error).not.toBeNull();
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    expect((await eve.client.from('document_drafts').select('id')).data).toEqual([]);
    expect(
      (await eve.client.from('document_drafts').insert({ ...draft, id: 'd-eve', revision: 1 })).error,
    ).not.toBeNull();
  });

  it('visitors read which collections are seeded; only the admin marks one', async () => {
    const client = await admin();
    expect((await client.from('collections').insert({ key: 'rls-seeded' })).error).toBeNull();
    const response = await fetch(`${standIn().apiUrl}/rest/v1/collections?select=key`, {
      headers: { apikey: standIn().anonKey },
    });
    expect(((await response.json()) as { key: string }[]).map((r) => r.key)).toContain('rls-seeded');
  });
});
