/**
 * The build copies published images next to the pages (scripts/media-mirror.mjs), so a visitor gets
 * the hero photo, an article's cover and its body images from the site's own origin; what cannot be
 * copied keeps its URL. Settings and documents upload through the same uploader, which drops the
 * images' metadata.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { publishDocument } from '@/admin/publish/document-publish';
import { mediaUploader, uploadMedia } from '@/admin/publish/media-upload';
import { fetchAllDocuments } from '@/app/published-documents';
import { defineCollection } from '@/schema-kit/collection';
import * as d from '@/schema-kit/document-fields';
import * as f from '@/schema-kit/fields';
import { toRow } from '@/storage/document-query';
import { metadataIn } from '../../scripts/exif.mjs';
import { mirrorMedia } from '../../scripts/media-mirror.mjs';
import { notes } from '../storage/fixture-collection';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { backendOf, useStandIn } from './stand-in';

/** A WebP file as a camera app might leave it: VP8X flags, the image, and an EXIF chunk with GPS data. */
function webpWithExif(seed: number): Uint8Array {
  const chunk = (fourcc: string, data: number[]) => {
    const padded = [...data, ...(data.length & 1 ? [0] : [])];
    const size = [0, 8, 16, 24].map((shift) => (data.length >> shift) & 0xff);
    return [...fourcc].map((c) => c.charCodeAt(0)).concat(size, padded);
  };
  const exif = [...'Exif\0\0GPS 25.2N 55.3E'].map((c) => c.charCodeAt(0));
  const body = [
    ...chunk('VP8X', [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...chunk('VP8L', [0x2f, 0, 0, 0, seed, 0x07, 0x10, 0x11, 0x11]),
    ...chunk('EXIF', exif),
  ];
  const size = [0, 8, 16, 24].map((shift) => ((body.length + 4) >> shift) & 0xff);
  return new Uint8Array([0x52, 0x49, 0x46, 0x46, ...size, 0x57, 0x45, 0x42, 0x50, ...body]);
}

/** Pages whose sections hold illustrations: a bundled one or an uploaded photo. */
const illustrated = defineCollection({
  key: 'illustrated',
  title: 'Illustrated',
  itemName: 'page',
  tab: { key: 'illustrated', label: 'Illustrated', order: 98 },
  path: '/illustrated',
  schema: v.object({
    title: f.text('Title', 'Untitled page', { required: true }),
    slug: d.slug(),
    publishedAt: d.dateTime('Publish date'),
    body: d.richText('Body'),
    sections: f.blocks(
      'Sections',
      { hero: f.block('Hero', { title: f.text('Title', ''), image: f.illustration('Illustration', '') }) },
      [],
    ),
  }),
  fields: { slug: 'slug', title: 'title', date: 'publishedAt', body: 'body' },
  listing: ['title'],
  seeds: async () => [{ slug: 'seeded', title: 'Seeded', publishedAt: '2024-01-01T00:00:00.000Z' }],
});

const dist = mkdtempSync(join(tmpdir(), 'mirror-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('media mirror', () => {
  const standIn = useStandIn();

  it('copies every published site-media image into media/ and points the values at the copies', async () => {
    const { client, session } = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(client, session);
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const url = await uploadMedia(client, new Blob([bytes], { type: 'image/webp' }));
    const name = url.split('/').pop() as string;
    const missing = url.replace(name, `${'0'.repeat(64)}.webp`);
    const rows = [
      {
        key: 'hero',
        version: 3,
        updatedAt: '',
        value: {
          home: {
            backgroundImage: { src: url, alt: 'x', variants: [{ src: url, width: 480, height: 320 }] },
          },
          about: { backgroundImage: { src: missing, alt: 'y' } },
          title: 'Not a URL',
        },
      },
    ];
    const mirrored = await mirrorMedia(rows, dist);
    expect(mirrored.copied).toBe(1);
    expect(mirrored.failed).toEqual([expect.stringContaining(missing)]);
    expect(new Uint8Array(readFileSync(join(dist, 'media', name)))).toEqual(bytes);
    expect(mirrored.published[0]?.value).toEqual({
      home: {
        backgroundImage: {
          src: `/media/${name}`,
          alt: 'x',
          variants: [{ src: `/media/${name}`, width: 480, height: 320 }],
        },
      },
      about: { backgroundImage: { src: missing, alt: 'y' } },
      title: 'Not a URL',
    });
    expect(mirrored.published[0]?.version).toBe(3);
  });

  it("copies a published document's cover and body images, uploaded without their metadata", async () => {
    const { client, session } = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(client, session);
    const cover = webpWithExif(1);
    const inBody = webpWithExif(2);
    expect(metadataIn(cover)).not.toEqual([]);
    const kept = new Map([
      ['idb:cover', new Blob([cover as BlobPart], { type: 'image/webp' })],
      ['idb:body', new Blob([inBody as BlobPart], { type: 'image/webp' })],
    ]);
    const upload = mediaUploader(client, 'missing', async (ref) => kept.get(ref));
    const image = { type: 'image', attrs: { src: 'idb:body', alt: 'A chart' } };
    await publishDocument(
      client,
      notes,
      {
        id: 'note-with-images',
        baseVersion: 0,
        value: {
          title: 'Pictures',
          slug: 'pictures',
          summary: '',
          topic: 'Cloud',
          featured: false,
          cover: { src: 'idb:cover', alt: 'A cover' },
          publishedAt: '2025-01-01T00:00:00.000Z',
          body: { type: 'doc', content: [image] },
        },
      },
      upload,
    );

    // What the build renders the collection's pages with, mirrored as prerender.mjs does it.
    const rows = (await fetchAllDocuments(backendOf(standIn()), notes.key)).flatMap(
      (row) => toRow(row) ?? [],
    );
    const { published, copied, failed } = await mirrorMedia({ documents: { [notes.key]: rows } }, dist);
    expect(failed).toEqual([]);
    expect(copied).toBe(2);
    const row = published.documents[notes.key]?.find((entry) => entry.slug === 'pictures');
    const coverSrc = (row?.fields.cover as { src: string } | undefined)?.src ?? '';
    const body = row?.body as { content: { attrs: { src: string } }[] } | undefined;
    const bodySrc = body?.content[0]?.attrs.src ?? '';
    for (const src of [coverSrc, bodySrc]) {
      expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      const bytes = new Uint8Array(readFileSync(join(dist, src)));
      expect(metadataIn(bytes)).toEqual([]);
      expect(new TextDecoder('latin1').decode(bytes.subarray(0, 4))).toBe('RIFF');
    }
  });

  it("copies the photo of an illustration inside a document's blocks, and leaves bundled art as it is", async () => {
    const { client, session } = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(client, session);
    const kept = new Map([
      ['idb:small', new Blob([webpWithExif(3) as BlobPart], { type: 'image/webp' })],
      ['idb:large', new Blob([webpWithExif(4) as BlobPart], { type: 'image/webp' })],
    ]);
    const photo = {
      src: 'idb:large',
      alt: 'Our team at work',
      width: 960,
      height: 640,
      variants: [
        { src: 'idb:small', width: 480, height: 320 },
        { src: 'idb:large', width: 960, height: 640 },
      ],
    };
    await publishDocument(
      client,
      illustrated,
      {
        id: 'illustrated-page',
        baseVersion: 0,
        value: {
          title: 'Illustrated',
          slug: 'illustrated',
          publishedAt: '2025-01-01T00:00:00.000Z',
          sections: [
            { id: 'a', kind: 'hero', title: 'Photo', image: photo },
            { id: 'b', kind: 'hero', title: 'Art', image: { src: 'art:cloud', alt: 'A cloud' } },
          ],
        },
      },
      mediaUploader(client, 'missing', async (ref) => kept.get(ref)),
    );

    const rows = (await fetchAllDocuments(backendOf(standIn()), illustrated.key)).flatMap(
      (row) => toRow(row) ?? [],
    );
    const { published, copied, failed } = await mirrorMedia({ documents: { [illustrated.key]: rows } }, dist);
    expect(failed).toEqual([]);
    expect(copied).toBe(2);
    const row = published.documents[illustrated.key]?.find((entry) => entry.slug === 'illustrated');
    const sections = row?.fields.sections as {
      image: { src: string; variants?: { src: string }[] };
    }[];
    const [small, large] = (sections[0]?.image.variants ?? []).map((variant) => variant.src);
    expect(sections[0]?.image.src).toBe(large);
    for (const src of [small, large]) {
      expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      expect(metadataIn(new Uint8Array(readFileSync(join(dist, src as string))))).toEqual([]);
    }
    expect(sections[1]?.image).toEqual({ src: 'art:cloud', alt: 'A cloud' });
  });
});
