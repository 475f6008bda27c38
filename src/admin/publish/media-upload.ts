/**
 * The one way images reach the public `site-media` bucket, for settings and documents alike: an
 * uploaded image (an `idb:` reference in this browser) is read, cleared of its metadata (EXIF, GPS,
 * XMP: where and with what a photo was taken is nobody's business), and stored under a name made of
 * its content's SHA-256, so the same image is stored once and its URL can be cached forever.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getBinary } from '@/storage/binary-store';
import { withoutMetadata } from '../images/process-image';
import { type ImageUploader, PublishError } from './publish-client';

export const MEDIA_BUCKET = 'site-media';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** One year: a content-named object never changes, so browsers and CDNs may keep it that long. */
export const MEDIA_CACHE_SECONDS = '31536000';

/** The object name of an image: the SHA-256 of its bytes, with the extension of its type. */
export async function mediaName(blob: Blob): Promise<string> {
  const extension = EXTENSIONS[blob.type];
  if (!extension) throw new PublishError('Only PNG, JPEG, GIF, WebP and AVIF images can be published.');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return `${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}.${extension}`;
}

const alreadyStored = (error: { message: string; statusCode?: string; status?: number }) =>
  error.statusCode === '409' || error.status === 409 || /already exists/i.test(error.message);

/**
 * Uploads a blob to site-media under its content name and returns its public URL. An object of that
 * name is the same image, so 'already exists' is success.
 */
export async function uploadMedia(client: SupabaseClient, blob: Blob): Promise<string> {
  const path = await mediaName(blob);
  const { error } = await client.storage
    .from(MEDIA_BUCKET)
    .upload(path, blob, { contentType: blob.type, cacheControl: MEDIA_CACHE_SECONDS, upsert: false });
  if (error && !alreadyStored(error))
    throw new PublishError(`An image could not be uploaded: ${error.message}`);
  return client.storage.from(MEDIA_BUCKET).getPublicUrl(path).data.publicUrl;
}

/**
 * The uploader a publish hands its images to: each `idb:` reference read from this browser
 * (`read`), without its metadata, uploaded; `missing` is the refusal when this browser no longer
 * holds the image.
 */
export function mediaUploader(
  client: SupabaseClient,
  missing: string,
  read: (ref: string) => Promise<Blob | undefined> = getBinary,
): ImageUploader {
  return async (ref) => {
    const blob = await read(ref);
    if (!blob) throw new PublishError(missing);
    return uploadMedia(client, await withoutMetadata(blob));
  };
}
