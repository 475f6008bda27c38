/**
 * WebP encoding: the browser's own encoder (OffscreenCanvas.convertToBlob) where it writes WebP,
 * else the WASM encoder @jsquash/webp, loaded only then. A browser that cannot encode WebP returns a
 * PNG from convertToBlob, so the returned type is what decides.
 */

/** Quality 0..1; 1 asks for lossless (sharp logos and transparency). */
export async function encodeWebp(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
  if (blob.type === 'image/webp') return blob;
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
  return new Blob([buffer], { type: 'image/webp' });
}
