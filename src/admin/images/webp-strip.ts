/**
 * Drops a WebP file's metadata chunks (ICCP colour profile, EXIF, XMP), keeping the image data.
 * Chromium's encoder embeds a 456-byte sRGB profile in every WebP it writes; browsers assume sRGB
 * without one, so nothing changes on screen, while a 16 x 12 placeholder shrinks from about 600 to
 * 130 bytes (it is inlined in every page with a photo) and no metadata of any kind is published.
 * A still image left with only its VP8/VP8L chunk becomes a simple-format WebP; one with alpha or
 * animation keeps its VP8X header with the metadata flags cleared. Bytes that are not a well-formed
 * WebP are returned unchanged.
 */

import { ascii } from './image-header';

const METADATA = new Set(['ICCP', 'EXIF', 'XMP ']);
/** VP8X flag bits: ICC profile, EXIF, XMP. */
const METADATA_FLAGS = 0x20 | 0x08 | 0x04;

interface Chunk {
  fourcc: string;
  data: Uint8Array;
}

const fourccAt = (bytes: Uint8Array, at: number) => ascii(bytes, at, at + 4);

function readChunks(bytes: Uint8Array): Chunk[] | undefined {
  if (bytes.length < 20 || fourccAt(bytes, 0) !== 'RIFF' || fourccAt(bytes, 8) !== 'WEBP') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const chunks: Chunk[] = [];
  for (let at = 12; at + 8 <= end; ) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > end) return undefined;
    chunks.push({ fourcc: fourccAt(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

function writeWebp(chunks: readonly Chunk[]): Uint8Array {
  const size = chunks.reduce((sum, chunk) => sum + 8 + chunk.data.length + (chunk.data.length & 1), 4);
  const out = new Uint8Array(8 + size);
  const view = new DataView(out.buffer);
  out.set([0x52, 0x49, 0x46, 0x46], 0); // RIFF
  view.setUint32(4, size, true);
  out.set([0x57, 0x45, 0x42, 0x50], 8); // WEBP
  let at = 12;
  for (const chunk of chunks) {
    for (let i = 0; i < 4; i++) out[at + i] = chunk.fourcc.charCodeAt(i);
    view.setUint32(at + 4, chunk.data.length, true);
    out.set(chunk.data, at + 8);
    at += 8 + chunk.data.length + (chunk.data.length & 1); // the pad byte stays 0
  }
  return out;
}

export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const chunks = readChunks(bytes);
  if (!chunks?.some((chunk) => METADATA.has(chunk.fourcc))) return bytes;
  const kept = chunks.filter((chunk) => !METADATA.has(chunk.fourcc));
  const [header, ...rest] = kept;
  if (header?.fourcc !== 'VP8X') return writeWebp(kept);
  const [image] = rest;
  if (rest.length === 1 && image && (image.fourcc === 'VP8 ' || image.fourcc === 'VP8L'))
    return writeWebp([image]);
  const flags = header.data.slice();
  flags[0] = (flags[0] ?? 0) & ~METADATA_FLAGS;
  return writeWebp([{ fourcc: 'VP8X', data: flags }, ...rest]);
}
