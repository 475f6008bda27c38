/**
 * A tiny GIF writer for tests: frames of one solid colour each from a four-colour palette. Pixels
 * are LZW-coded without compression (a clear code before each), which every decoder reads.
 */
type Rgb = [number, number, number];

export function solidGif(width: number, height: number, palette: Rgb[], frames: number[]): Uint8Array {
  const out: number[] = [];
  const u16 = (n: number) => out.push(n & 0xff, (n >> 8) & 0xff);
  out.push(...new TextEncoder().encode('GIF89a'));
  u16(width);
  u16(height);
  out.push(0x80 | 0x01, 0, 0); // global table of 4 colours
  for (let i = 0; i < 4; i++) out.push(...(palette[i] ?? [0, 0, 0]));
  if (frames.length > 1) {
    // NETSCAPE2.0: loop forever.
    out.push(0x21, 0xff, 0x0b, ...new TextEncoder().encode('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0);
  }
  for (const colour of frames) {
    out.push(0x21, 0xf9, 0x04, 0x00, 10, 0, 0, 0); // graphic control: 100 ms
    out.push(0x2c);
    u16(0);
    u16(0);
    u16(width);
    u16(height);
    out.push(0);
    out.push(2); // LZW minimum code size
    const codes: number[] = [];
    for (let p = 0; p < width * height; p++) codes.push(4, colour);
    codes.push(5);
    const bytes: number[] = [];
    let acc = 0;
    let bits = 0;
    for (const code of codes) {
      acc |= code << bits;
      bits += 3;
      while (bits >= 8) {
        bytes.push(acc & 0xff);
        acc >>= 8;
        bits -= 8;
      }
    }
    if (bits > 0) bytes.push(acc & 0xff);
    for (let i = 0; i < bytes.length; i += 255) {
      const block = bytes.slice(i, i + 255);
      out.push(block.length, ...block);
    }
    out.push(0);
  }
  out.push(0x3b);
  return new Uint8Array(out);
}
