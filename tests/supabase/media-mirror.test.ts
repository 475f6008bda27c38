/**
 * Issue 23: the build copies published images next to the pages (scripts/media-mirror.mjs), so a
 * visitor gets the hero photo from the site's own origin; what cannot be copied keeps its URL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadMedia } from '@/admin/publish/publish-client';
import { mirrorMedia } from '../../scripts/media-mirror.mjs';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

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
    expect(mirrored.rows[0]?.value).toEqual({
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
    expect(mirrored.rows[0]?.version).toBe(3);
  });
});
