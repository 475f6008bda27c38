/**
 * The one entry point for an uploaded image, whatever field or editor it is for (the generic image
 * widget, the logo collection, a rich-text editor's image button):
 *
 *   const value = await processImage(file, hints, (fraction) => setProgress(fraction));
 *
 * `hints` are the field's (FieldHints from the schema, or `imageHints({ purpose: 'inline', ... })`).
 * It checks the file (its bytes decide its type; byte and pixel limits), draws an SVG to pixels,
 * then runs the pipeline in a Web Worker (orientation applied, metadata dropped, WebP at the field's
 * widths, placeholder and focal point), stores each size in IndexedDB and returns the image value
 * with `idb:` addresses (alt text empty: the owner writes it). Anything wrong throws an
 * ImageUploadError whose message is for the owner, and nothing is stored.
 */
import type { FieldHints, ImageHints } from '@/schema-kit/fields';
import type { ImageValue } from '@/schema-kit/image-value';
import { deleteBinary, putBinary } from '@/storage/binary-store';
import { headOf } from '@/storage/image-type';
import { checkImageFile } from '../renderer/image-check';
import { imageSizeOf, isAnimatedGif } from './image-header';
import type { WorkerJob, WorkerReply } from './image-worker';
import type { PipelineResult } from './pipeline';
import { rememberUploads } from './session-uploads';
import { rasteriseSvg } from './svg-raster';
import { withoutWebpMetadata } from './webp-encode';

export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

export interface ProcessImageOptions {
  /** Something the owner should know about an accepted file (an animated GIF becomes a still). */
  onNotice?: (message: string) => void;
}

const DEFAULT_HINTS: ImageHints = {
  purpose: 'photo',
  widths: [480, 960, 1600, 2400],
  quality: 0.74,
  maxPixels: 50_000_000,
  alt: 'required',
  decorative: false,
};

export const unreadableMessage = (name: string) =>
  `The image ${name} could not be read: the file may be damaged or incomplete. Open it in an image viewer, save it again as JPEG or PNG, and upload that.`;

export const heicMessage = (name: string) =>
  `${name} is a HEIC photo, which this browser cannot open. Upload it as a JPEG instead: on an iPhone, choose Settings > Camera > Formats > Most Compatible (or share the photo by e-mail or AirDrop, which sends a JPEG); on a Mac, open it in Preview and choose File > Export > JPEG.`;

export const tooManyPixelsMessage = (name: string, width: number, height: number, max: number) =>
  `The image ${name} is ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the largest this field takes is ${Math.round(max / 1e6)} megapixels. Save a smaller copy and upload that.`;

export const animatedGifNotice = (name: string) =>
  `${name} is an animated GIF: the site shows its first frame as a still image.`;

/** Runs the pipeline in a fresh worker; rejects with its failure code as the message. */
function inWorker(job: WorkerJob, onProgress: (fraction: number) => void): Promise<PipelineResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./image-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') onProgress(reply.fraction);
      else if (reply.kind === 'done') {
        finish();
        resolve(reply.result);
      } else {
        finish();
        reject(Object.assign(new Error(reply.message), { code: reply.code }));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The image worker stopped.'));
    };
    worker.postMessage(job);
  });
}

/** Processes `file` for a field with these hints; see the module comment. */
export async function processImage(
  file: File,
  hints: FieldHints,
  onProgress: (fraction: number) => void = () => {},
  options: ProcessImageOptions = {},
): Promise<ImageValue> {
  const rule = hints.image ?? DEFAULT_HINTS;
  const check = await checkImageFile(file, hints);
  if (!check.ok) throw new ImageUploadError(check.message);

  let source: Blob = file;
  if (check.type === 'image/svg+xml') {
    const widest = rule.widths[rule.widths.length - 1] ?? 256;
    source = await rasteriseSvg(file, widest).catch(() => {
      throw new ImageUploadError(unreadableMessage(file.name));
    });
  } else {
    const head = await headOf(file, 512 * 1024);
    const size = imageSizeOf(check.type, head);
    if (size && size.width * size.height > rule.maxPixels) {
      throw new ImageUploadError(tooManyPixelsMessage(file.name, size.width, size.height, rule.maxPixels));
    }
    if (check.type === 'image/gif' && isAnimatedGif(new Uint8Array(await file.arrayBuffer()))) {
      options.onNotice?.(animatedGifNotice(file.name));
    }
  }
  onProgress(0.05);

  let result: PipelineResult;
  try {
    result = await inWorker(
      { blob: source, plan: { widths: rule.widths, quality: rule.quality } },
      (fraction) => onProgress(0.05 + fraction * 0.85),
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'undecodable') {
      throw new ImageUploadError(
        check.type === 'image/heic' ? heicMessage(file.name) : unreadableMessage(file.name),
      );
    }
    throw new ImageUploadError(`The image ${file.name} could not be processed: ${(error as Error).message}`);
  }
  if (result.originalWidth * result.originalHeight > rule.maxPixels) {
    throw new ImageUploadError(
      tooManyPixelsMessage(file.name, result.originalWidth, result.originalHeight, rule.maxPixels),
    );
  }

  // Every size or none: a full quota leaves nothing half stored.
  const stored: string[] = [];
  try {
    for (const variant of result.variants) stored.push(await putBinary(variant.blob));
  } catch (error) {
    await Promise.all(stored.map((ref) => deleteBinary(ref).catch(() => {})));
    throw new ImageUploadError(error instanceof Error ? error.message : String(error));
  }
  rememberUploads(stored);
  onProgress(1);
  const variants = result.variants.map((variant, index) => ({
    src: stored[index] as string,
    width: variant.width,
    height: variant.height,
  }));
  const largest = variants[variants.length - 1] as (typeof variants)[number];
  return {
    src: largest.src,
    alt: '',
    width: largest.width,
    height: largest.height,
    variants,
    ...(result.placeholder ? { placeholder: result.placeholder } : {}),
    focal: result.focal,
  };
}

/**
 * An image as it may be published: a WebP (every processed size) without its metadata chunks, and
 * anything else (an original kept as uploaded before uploads were processed, perhaps with its EXIF
 * and GPS data) redrawn at its own size as WebP, which carries none.
 */
export async function withoutMetadata(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/webp') return withoutWebpMetadata(blob);
  const result = await inWorker({ blob, plan: { widths: [100_000], quality: 0.9 } }, () => {});
  const only = result.variants[result.variants.length - 1];
  if (!only) throw new ImageUploadError('An uploaded image could not be prepared for publishing.');
  return only.blob;
}
