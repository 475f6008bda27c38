/**
 * WebP encoding: the browser's own encoder (OffscreenCanvas.convertToBlob) where it writes WebP,
 * else the WASM encoder @jsquash/webp, loaded only then. A browser that cannot encode WebP returns a
 * PNG from convertToBlob, so the returned type is what decides. Either way the file's metadata
 * chunks are dropped (webp-strip.ts).
 */
import { stripWebpMetadata } from './webp-strip';

/** A WebP file without its metadata chunks (EXIF, XMP, ICC profile); the same blob when it has none. */
export async function withoutWebpMetadata(blob: Blob): Promise<Blob> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const stripped = stripWebpMetadata(bytes);
  return stripped === bytes ? blob : new Blob([stripped as Uint8Array<ArrayBuffer>], { type: 'image/webp' });
}

/** Quality 0..1; 1 asks for lossless (sharp logos and transparency). */
export async function encodeWebp(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
  if (blob.type === 'image/webp') return withoutWebpMetadata(blob);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  return encodeWebpWasm(context.getImageData(0, 0, canvas.width, canvas.height), quality);
}

/** The WASM encoder (tested on its own, since Chromium never needs it). */
export async function encodeWebpWasm(data: ImageData, quality: number): Promise<Blob> {
  const { default: encode } = await import('@jsquash/webp/encode');
  const buffer = await encode(
    data,
    quality >= 1 ? { lossless: 1, exact: 1 } : { quality: Math.round(quality * 100) },
  );
  return withoutWebpMetadata(new Blob([buffer], { type: 'image/webp' }));
}
