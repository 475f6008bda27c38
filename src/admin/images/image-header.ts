/**
 * Reads an image's pixel size and whether it is animated from its first bytes, before anything
 * decodes it: a 200-megapixel photo is refused with a message instead of exhausting the browser's
 * memory. JPEG (SOF marker), PNG (IHDR), GIF (screen descriptor, frames), WebP (VP8, VP8L, VP8X).
 * Undefined when the header does not say (the decoder then decides).
 */

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) >>> 0) + u16be(b, i + 2);
export const ascii = (b: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...b.subarray(start, end));

function jpegSize(b: Uint8Array): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** Pixel size from the header, for the types that state it early. */
export function imageSizeOf(type: string, b: Uint8Array): ImageSize | undefined {
  switch (type) {
    case 'image/png':
      return b.length >= 24 && ascii(b, 12, 16) === 'IHDR'
        ? { width: u32be(b, 16), height: u32be(b, 20) }
        : undefined;
    case 'image/gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : undefined;
    case 'image/jpeg':
      return jpegSize(b);
    case 'image/webp': {
      const chunk = ascii(b, 12, 16);
      if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
      if (chunk === 'VP8L' && b.length >= 25) {
        const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8 ' && b.length >= 30)
        return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** True when a GIF holds more than one frame (an animation). Walks the block structure. */
export function isAnimatedGif(b: Uint8Array): boolean {
  if (b.length < 13 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return false;
  let i = 13;
  const flags = b[10] ?? 0;
  if (flags & 0x80) i += 3 * 2 ** ((flags & 0x07) + 1); // global colour table
  let frames = 0;
  const skipSubBlocks = () => {
    while (i < b.length) {
      const size = b[i] ?? 0;
      i += 1;
      if (size === 0) return;
      i += size;
    }
  };
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      i += 2; // extension introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      if (frames > 1) return true;
      const local = b[i + 9] ?? 0;
      i += 10;
      if (local & 0x80) i += 3 * 2 ** ((local & 0x07) + 1);
      i += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // damaged: the decoder will say so
    }
  }
  return false;
}
