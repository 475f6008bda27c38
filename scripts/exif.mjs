// Test files with metadata, written byte by byte: an EXIF block (orientation, GPS position) put into
// a JPEG, as a phone camera writes it. Used by the image pipeline's browser tests, the publish e2e
// test and the benchmark (which all need a photo that carries what must never be published).

/**
 * The JPEG with an APP1 EXIF segment right after its start marker: IFD0 with Orientation and a GPS
 * IFD (latitude/longitude of `gps`, in degrees).
 * @param {Uint8Array} jpeg
 * @param {{ orientation?: number, gps?: { lat: number, lon: number } }} tags
 * @returns {Uint8Array}
 */
export function withExif(jpeg, { orientation = 1, gps } = {}) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('withExif: not a JPEG');
  const tiff = [];
  const u16 = (n) => tiff.push((n >> 8) & 0xff, n & 0xff);
  const u32 = (n) => tiff.push((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
  const entry = (tag, type, count, value) => {
    u16(tag);
    u16(type);
    u32(count);
    if (type === 3 && count === 1) {
      u16(value);
      u16(0);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < 4; i++) tiff.push(value[i] ?? 0);
    } else u32(value);
  };
  const ifd0Entries = gps ? 2 : 1;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const gpsOffset = 8 + ifd0Size;
  const gpsEntries = 5;
  const gpsSize = 2 + gpsEntries * 12 + 4;
  const latOffset = gpsOffset + gpsSize;
  const lonOffset = latOffset + 24;
  // TIFF header, big-endian ("MM"), IFD0 at 8.
  tiff.push(0x4d, 0x4d, 0x00, 0x2a);
  u32(8);
  u16(ifd0Entries);
  entry(0x0112, 3, 1, orientation);
  if (gps) entry(0x8825, 4, 1, gpsOffset);
  u32(0);
  if (gps) {
    const dms = (deg) => {
      const a = Math.abs(deg);
      const d = Math.floor(a);
      const m = Math.floor((a - d) * 60);
      const s = Math.round(((a - d) * 60 - m) * 60 * 100);
      return [d, 1, m, 1, s, 100];
    };
    u16(gpsEntries);
    entry(0x0000, 1, 4, [2, 3, 0, 0]);
    entry(0x0001, 2, 2, [gps.lat >= 0 ? 0x4e : 0x53, 0]);
    entry(0x0002, 5, 3, latOffset);
    entry(0x0003, 2, 2, [gps.lon >= 0 ? 0x45 : 0x57, 0]);
    entry(0x0004, 5, 3, lonOffset);
    u32(0);
    for (const n of dms(gps.lat)) u32(n);
    for (const n of dms(gps.lon)) u32(n);
  }
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]; // "Exif\0\0"
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, (length >> 8) & 0xff, length & 0xff, ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/**
 * Where an image file carries metadata that must not be published: an EXIF block (JPEG APP1 or a
 * WebP EXIF chunk), XMP, or a GPS tag. Empty when there is none.
 * @param {Uint8Array} bytes
 * @returns {string[]}
 */
export function metadataIn(bytes) {
  const text = new TextDecoder('latin1').decode(bytes);
  const found = [];
  if (text.includes('Exif\0\0')) found.push('EXIF block');
  if (text.slice(12).includes('EXIF') && text.startsWith('RIFF')) found.push('WebP EXIF chunk');
  if (text.includes('XMP ') || text.includes('http://ns.adobe.com/xap/')) found.push('XMP');
  return found;
}
