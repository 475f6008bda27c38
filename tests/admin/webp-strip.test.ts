import { describe, expect, it } from 'vitest';
import { stripWebpMetadata } from '@/admin/images/webp-strip';

/** A 16 x 12 placeholder exactly as Chromium's encoder wrote it: VP8X, a 456-byte ICCP profile, VP8. */
const CHROMIUM_PLACEHOLDER =
  'UklGRloCAABXRUJQVlA4WAoAAAAgAAAADwAACwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggbAAAAPABAJ0BKhAADAADgFolsAJ0MFIA+o5fQAD94c4E4ox6z0X92TO3BADhCiA0+K1Wp9r8lxx77zGCA8Jb293lG1Bh6quO3e+phYSL7nC19Eya5cQHrm4An6+gAl5ZtJ7nkIsm727G6wUjKyrAAA==';

const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** [fourcc, size] of each chunk, read independently of the code under test. */
function chunksOf(bytes: Uint8Array): [string, number][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: [string, number][] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    out.push([text(bytes.subarray(at, at + 4)), size]);
    at += 8 + size + (size & 1);
  }
  return out;
}

function riff(...chunks: [string, Uint8Array][]): Uint8Array {
  const parts = chunks.map(([fourcc, data]) => {
    const padded = new Uint8Array(8 + data.length + (data.length & 1));
    padded.set(Buffer.from(fourcc, 'latin1'));
    new DataView(padded.buffer).setUint32(4, data.length, true);
    padded.set(data, 8);
    return padded;
  });
  const size = parts.reduce((sum, part) => sum + part.length, 4);
  const out = new Uint8Array(8 + size);
  out.set(Buffer.from('RIFF'));
  new DataView(out.buffer).setUint32(4, size, true);
  out.set(Buffer.from('WEBP'), 8);
  let at = 12;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('stripWebpMetadata', () => {
  it("drops Chromium's colour profile from a placeholder and keeps its image data byte for byte", () => {
    const original = bytesOf(CHROMIUM_PLACEHOLDER);
    expect(chunksOf(original).map(([fourcc]) => fourcc)).toEqual(['VP8X', 'ICCP', 'VP8 ']);
    const stripped = stripWebpMetadata(original);
    expect(chunksOf(stripped)).toEqual([['VP8 ', 108]]);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(text(stripped)).toContain(text(original.subarray(original.length - 108)));
    expect(text(stripped)).not.toContain('Google Inc');
    expect(Buffer.from(stripped).toString('base64').length).toBeLessThan(200); // was 816 characters
  });

  it('keeps the VP8X header of an image with alpha, with the metadata flags cleared', () => {
    const vp8x = new Uint8Array(10);
    vp8x[0] = 0x10 | 0x20 | 0x08; // alpha, ICC, EXIF
    const input = riff(
      ['VP8X', vp8x],
      ['ICCP', new Uint8Array(5)],
      ['ALPH', new Uint8Array([1, 2, 3])],
      ['VP8 ', new Uint8Array([4, 5, 6, 7])],
      ['EXIF', Buffer.from('GPS 25.2N 55.3E')],
    );
    const stripped = stripWebpMetadata(input);
    expect(chunksOf(stripped)).toEqual([
      ['VP8X', 10],
      ['ALPH', 3],
      ['VP8 ', 4],
    ]);
    expect(stripped[20]).toBe(0x10);
    expect(text(stripped)).not.toContain('GPS');
  });

  it('returns a WebP without metadata, and bytes that are not a WebP, unchanged', () => {
    const plain = riff(['VP8L', new Uint8Array([9, 9, 9])]);
    expect(stripWebpMetadata(plain)).toBe(plain);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(20).fill(0)]);
    expect(stripWebpMetadata(png)).toBe(png);
  });
});
