/**
 * Checks an uploaded file against an image field's hints: its real type is read from its first bytes
 * (magic numbers), never trusted from its name or the browser's guess, so an SVG or HTML file named
 * .png is refused. Messages are the schema's own, with `{name}` replaced by the file name.
 */
import type { FieldHints } from '@/schema-kit/fields';

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

async function headOf(file: Blob): Promise<Uint8Array> {
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

export const fillName = (message: string, name: string) => message.replaceAll('{name}', name);

export type ImageCheck = { ok: true; type: string } | { ok: false; message: string };

export async function checkImageFile(file: File, hints: FieldHints): Promise<ImageCheck> {
  const wrongType = fillName(hints.wrongTypeMessage ?? 'Please select an image file', file.name);
  const accept = hints.accept ?? [];
  const type = sniffImageType(await headOf(file));
  if (!type || (accept.length > 0 && !accept.includes(type))) return { ok: false, message: wrongType };
  if (hints.maxBytes !== undefined && file.size > hints.maxBytes) {
    return {
      ok: false,
      message: fillName(hints.tooLargeMessage ?? 'File {name} is too large.', file.name),
    };
  }
  return { ok: true, type };
}
