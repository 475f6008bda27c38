/**
 * The media clean-up on the stand-in. Images that no published value, earlier version,
 * draft or open form refers to are listed (nothing removed yet); images only an earlier version uses
 * are listed apart; a new source of references is one more entry.
 */
import hero from '@schemas/hero';
import { describe, expect, it } from 'vitest';
import { gatherReferences, mediaObjectOf, planCleanup } from '@/admin/media/cleanup-plan';
import { listMedia, removeMedia } from '@/admin/media/media-store';
import { referenceSources } from '@/admin/media/reference-sources';
import { uploadMedia } from '@/admin/publish/media-upload';
import { publishValue } from '@/admin/publish/publish-client';
import { defaultsOf } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { ADMIN_EMAIL, appEnsureProfile, signIn } from './helpers';
import { useStandIn } from './stand-in';

/** A tiny distinct "WebP" (the bucket checks the declared type; these bytes need not decode). */
const webp = (n: number) =>
  new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, n, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], {
    type: 'image/webp',
  });

const photo = (url: string) => ({
  src: url,
  alt: 'Office',
  decorative: false,
  variants: [{ src: url, width: 480, height: 320 }],
});

describe('media clean-up', () => {
  const standIn = useStandIn();

  it('lists what no value refers to, keeps what history uses unless asked, and removes only on request', async () => {
    const { client, session } = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(client, session);
    const [first, second, orphan, drafted] = await Promise.all(
      [1, 2, 3, 4].map((n) => uploadMedia(client, webp(n))),
    );
    const upload = async (ref: string) => ref;
    const defaults = defaultsOf(hero);
    const withPhoto = (url: string) => ({
      ...defaults,
      home: { ...defaults.home, backgroundImage: photo(url) },
    });
    await publishValue(client, hero, withPhoto(first as string), 0, upload);
    await publishValue(client, hero, withPhoto(second as string), 1, upload);

    // A draft in this browser uses a published image and a local one; another local image is unused.
    const store = new SettingsStore(createMemorySource());
    await store.write(hero, {
      ...defaults,
      home: { ...defaults.home, backgroundImage: photo(drafted as string) },
      about: {
        ...defaults.about,
        backgroundImage: {
          src: 'idb:kept',
          alt: 'Team',
          variants: [{ src: 'idb:kept', width: 9, height: 9 }],
        },
      },
    });

    const references = await gatherReferences({ client, store, entities }, referenceSources);
    const media = await listMedia(client);
    expect(media.map((item) => item.name).sort()).toEqual(
      [first, second, orphan, drafted].map((url) => mediaObjectOf(url as string)).sort(),
    );
    const local = [
      { name: 'idb:kept', size: 10 },
      { name: 'idb:gone', size: 20 },
    ];
    const plan = planCleanup(media, local, references);
    expect(plan.unusedMedia.map((item) => item.name)).toEqual([mediaObjectOf(orphan as string)]);
    expect(plan.historyOnlyMedia.map((item) => item.name)).toEqual([mediaObjectOf(first as string)]);
    expect(plan.unusedLocal).toEqual([{ name: 'idb:gone', size: 20 }]);
    // Listing removed nothing.
    expect(await listMedia(client)).toHaveLength(4);

    // A new kind of content that holds images is one more source.
    const withArticles = [
      ...referenceSources,
      {
        label: 'Articles',
        kind: 'live' as const,
        values: async () => [{ cover: { src: orphan, alt: 'x' } }],
      },
    ];
    const more = planCleanup(media, local, await gatherReferences({ client, store, entities }, withArticles));
    expect(more.unusedMedia).toEqual([]);

    await removeMedia(
      client,
      plan.unusedMedia.map((item) => item.name),
    );
    expect((await listMedia(client)).map((item) => item.name)).not.toContain(mediaObjectOf(orphan as string));
    expect((await fetch(second as string)).status).toBe(200);
  });
});
