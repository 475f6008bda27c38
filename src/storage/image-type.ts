/**
 * What image a file really is, read from its first bytes (magic numbers), never from its name or
 * the browser's guess: a GIF named "x.html" is a GIF, an HTML file named "x.png" is no image.
 */

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image MIME type the bytes really are, or undefined when they are not a known raster image. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes[4] === 0x0d)
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'image/avif';
  return undefined;
}

const HEIF_BRANDS = /^(?:heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/;

/**
 * What an upload is: a known raster type, or a phone's HEIC/HEIF photo, or an SVG drawing (which
 * image fields never store as uploaded). Undefined for anything else.
 */
export function sniffUploadType(bytes: Uint8Array): string | undefined {
  const raster = sniffImageType(bytes);
  if (raster) return raster;
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.test(ascii(bytes, 8, 12)))
    return 'image/heic';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  // An XML declaration, doctype and comments may come first; the root element must be <svg.
  const start = text.replace(
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i,
    '',
  );
  if (/^<svg[\s>]/i.test(start)) return 'image/svg+xml';
  return undefined;
}

/** The first bytes of a file or blob (32 unless asked for more). */
export async function headOf(file: Blob, length = 32): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(slice);
    }),
  );
}

/** The sniffed image type of a blob, or undefined when it is not a known raster image. */
export const imageTypeOf = async (blob: Blob): Promise<string | undefined> =>
  sniffImageType(await headOf(blob));
