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

/** The first bytes of a file or blob. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 32);
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
