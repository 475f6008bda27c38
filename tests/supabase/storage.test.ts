/**
 * The Storage API of the stand-in through supabase-js and the site's own upload code: the project's
 * policies on storage.objects decide, as on hosted Supabase.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadMedia } from '@/admin/publish/media-upload';
import { uploadResume } from '@/forms/deliver';
import { messages } from '../support/site-text';
import { ADMIN_EMAIL, appClient, appEnsureProfile, signIn } from './helpers';
import { backendOf, useStandIn } from './stand-in';

const PDF = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
  type: 'image/png',
});

describe('storage', () => {
  const standIn = useStandIn();

  const admin = async () => {
    const signed = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(signed.client, signed.session);
    return signed.client;
  };

  it('a visitor uploads a resume to a new path but cannot read, list or overwrite it; the admin downloads it by signed URL', async () => {
    const file = new File([PDF], 'My CV.pdf', { type: 'application/pdf' });
    const uploaded = await uploadResume(backendOf(standIn()), file, messages);
    if (!uploaded.ok) throw new Error(uploaded.message);
    expect(uploaded.path).toMatch(/^[0-9a-f-]{36}\/My-CV\.pdf$/);

    const visitor = appClient(standIn());
    expect((await visitor.storage.from('resumes').download(uploaded.path)).error).not.toBeNull();
    expect((await visitor.storage.from('resumes').list(uploaded.path.split('/')[0])).data ?? []).toEqual([]);
    const overwrite = await visitor.storage.from('resumes').upload(uploaded.path, PDF, { upsert: true });
    expect(overwrite.error).not.toBeNull();
    expect((await visitor.storage.from('resumes').createSignedUrl(uploaded.path, 60)).error).not.toBeNull();

    const client = await admin();
    const signed = await client.storage.from('resumes').createSignedUrl(uploaded.path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toContain('%PDF-1.4');
    const tampered = (signed.data?.signedUrl ?? '').replace('My-CV.pdf', 'other.pdf');
    expect((await fetch(tampered)).status).toBe(400);
  });

  it('the resumes bucket refuses other types, oversize files and paths outside a fresh folder', async () => {
    const html = await uploadResume(
      backendOf(standIn()),
      new File(['<script>'], 'cv.pdf', { type: 'text/html' }),
      messages,
    );
    expect(html).toMatchObject({ ok: false, failure: 'refused' });
    const big = await uploadResume(
      backendOf(standIn()),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
      messages,
    );
    expect(big).toMatchObject({ ok: false, failure: 'refused' });
    const visitor = appClient(standIn());
    const topLevel = await visitor.storage.from('resumes').upload('cv.pdf', PDF);
    expect(topLevel.error).not.toBeNull();
  });

  it('only the admin uploads site media; everyone reads it at its public URL', async () => {
    const visitor = appClient(standIn());
    expect((await visitor.storage.from('site-media').upload('x.png', PNG)).error).not.toBeNull();
    const eve = await signIn(standIn(), 'eve@example.com');
    await appEnsureProfile(eve.client, eve.session);
    expect((await eve.client.storage.from('site-media').upload('y.png', PNG)).error).not.toBeNull();
    const url = await uploadMedia(await admin(), PNG);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Named by its content (SHA-256), so it is cached for a year and the same image is stored once:
    // uploading it again ('already exists') gives the same URL.
    const digest = createHash('sha256')
      .update(new Uint8Array(await PNG.arrayBuffer()))
      .digest('hex');
    expect(url).toMatch(new RegExp(`/storage/v1/object/public/site-media/${digest}\\.png$`));
    expect(served.headers.get('cache-control')).toBe('max-age=31536000');
    expect(await uploadMedia(await admin(), new Blob([PNG], { type: 'image/png' }))).toBe(url);
    const svg = await (await admin()).storage
      .from('site-media')
      .upload('z.svg', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(svg.error).not.toBeNull();
  });
});
