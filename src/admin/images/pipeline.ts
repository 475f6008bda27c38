/**
 * The image pipeline proper: decode (EXIF orientation applied), resize to the field's widths (never
 * wider than the original), encode WebP, and measure the tiny placeholder and a focal point. Pixels
 * are redrawn onto a fresh canvas, so nothing of the original file travels on: no EXIF, GPS, XMP,
 * ICC profile or comment. Runs wherever createImageBitmap and OffscreenCanvas exist: in the admin's
 * worker (./image-worker.ts) and in the browser unit tests. No DOM, no storage.
 */
import type { FocalPoint } from '@/schema-kit/image-value';
import { encodeWebp } from './webp-encode';

export interface PipelinePlan {
  /** Target widths (px, ascending). */
  widths: readonly number[];
  /** WebP quality 0..1; 1 is lossless. */
  quality: number;
}

export interface PipelineVariant {
  blob: Blob;
  width: number;
  height: number;
}

export interface PipelineResult {
  /** Ascending width; the last is the largest, the value's `src`. */
  variants: PipelineVariant[];
  /** The upright original's size. */
  originalWidth: number;
  originalHeight: number;
  /** A tiny blurred preview (data: URL), for opaque images only. */
  placeholder?: string;
  focal: FocalPoint;
  hasAlpha: boolean;
}

export type PipelineFailure = 'undecodable' | 'encode-failed';

export class PipelineError extends Error {
  override readonly name = 'PipelineError';
  constructor(
    readonly code: PipelineFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The widths to produce for an image `width` px wide: the field's widths below it, then the image's
 * own width (capped at the widest), dropping a step within 10% of the top one.
 */
export function planWidths(width: number, widths: readonly number[]): number[] {
  const widest = widths[widths.length - 1] ?? width;
  const top = Math.min(width, widest);
  const below = widths.filter((w) => w < top && w < top * 0.9);
  return [...below, top];
}

async function decode(source: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new PipelineError('undecodable', error instanceof Error ? error.message : String(error));
  }
}

async function resized(bitmap: ImageBitmap, width: number, height: number): Promise<ImageBitmap> {
  if (width === bitmap.width && height === bitmap.height) return bitmap;
  return createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
}

function canvasOf(bitmap: ImageBitmap): OffscreenCanvas {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new PipelineError('encode-failed', 'No 2D canvas in this browser.');
  context.drawImage(bitmap, 0, 0);
  return canvas;
}

const pixelsOf = (canvas: OffscreenCanvas): ImageData =>
  (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).getImageData(
    0,
    0,
    canvas.width,
    canvas.height,
  );

function hasTransparency(data: ImageData): boolean {
  for (let i = 3; i < data.data.length; i += 4) if ((data.data[i] ?? 255) < 250) return true;
  return false;
}

/**
 * Where the detail is: the centroid of local contrast on a small copy, drawn halfway back to the
 * centre so a busy edge does not crop the subject away. The owner can move it in the admin.
 */
export function focalPointOf(data: ImageData): FocalPoint {
  const { width, height } = data;
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.299 * (data.data[i] ?? 0) + 0.587 * (data.data[i + 1] ?? 0) + 0.114 * (data.data[i + 2] ?? 0);
  };
  let sum = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const energy = Math.abs(luma(x + 1, y) - luma(x - 1, y)) + Math.abs(luma(x, y + 1) - luma(x, y - 1));
      sum += energy;
      sx += energy * (x + 0.5);
      sy += energy * (y + 0.5);
    }
  }
  if (sum === 0) return { x: 0.5, y: 0.5 };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { x: round((sx / sum / width + 0.5) / 2), y: round((sy / sum / height + 0.5) / 2) };
}

async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/**
 * Processes one image. `onProgress` gets 0..1 as the sizes are done. Throws PipelineError
 * ('undecodable') for a file the browser cannot decode.
 */
export async function runPipeline(
  source: Blob,
  plan: PipelinePlan,
  onProgress: (fraction: number) => void = () => {},
): Promise<PipelineResult> {
  const original = await decode(source);
  onProgress(0.1);
  try {
    const { width, height } = original;
    const widths = planWidths(width, plan.widths);
    const steps = widths.length + 1;

    // A small copy tells transparency, the placeholder and the focal point.
    const thumbWidth = Math.min(64, width);
    const thumb = await resized(original, thumbWidth, Math.max(1, Math.round((height * thumbWidth) / width)));
    const thumbData = pixelsOf(canvasOf(thumb));
    const hasAlpha = hasTransparency(thumbData);
    const focal = focalPointOf(thumbData);
    let placeholder: string | undefined;
    if (!hasAlpha) {
      const tiny = await resized(
        original,
        Math.min(16, width),
        Math.max(1, Math.round((height * Math.min(16, width)) / width)),
      );
      placeholder = await dataUrlOf(await encodeWebp(canvasOf(tiny), 0.4));
      if (tiny !== original) tiny.close();
    }
    if (thumb !== original) thumb.close();
    onProgress(1 / steps);

    // Largest first, each smaller size from the one above it (sharper and faster than from the original).
    const variants: PipelineVariant[] = [];
    let previous = original;
    for (const [index, w] of [...widths].reverse().entries()) {
      const h = Math.max(1, Math.round((height * w) / width));
      const bitmap = await resized(previous, w, h);
      const blob = await encodeWebp(canvasOf(bitmap), plan.quality);
      variants.unshift({ blob, width: w, height: h });
      if (previous !== original && previous !== bitmap) previous.close();
      previous = bitmap;
      onProgress((index + 2) / steps);
    }
    if (previous !== original) previous.close();
    return { variants, originalWidth: width, originalHeight: height, placeholder, focal, hasAlpha };
  } finally {
    original.close();
  }
}
