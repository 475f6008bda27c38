/**
 * The image pipeline on real encoded files, in Debian's Chromium (Vitest browser mode):
 * the same worker, decoder and encoder the admin uses. Files are made here with the browser's own
 * encoders, plus EXIF blocks and GIF frames written byte by byte.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { imageSizeOf } from '@/admin/images/image-header';
import { focalPointOf, planWidths, runPipeline } from '@/admin/images/pipeline';
import {
  animatedGifNotice,
  heicMessage,
  ImageUploadError,
  processImage,
  tooManyPixelsMessage,
  unreadableMessage,
  withoutMetadata,
} from '@/admin/images/process-image';
import { encodeWebpWasm } from '@/admin/images/webp-encode';
import { imageHints } from '@/schema-kit/fields';
import { binaryRefs, deleteBinary, getBinary } from '@/storage/binary-store';
import { metadataIn, withExif } from '../../scripts/exif.mjs';
import { solidGif } from '../support/gif';

type Draw = (context: OffscreenCanvasRenderingContext2D, width: number, height: number) => void;

async function encode(width: number, height: number, draw: Draw, type: string, quality?: number) {
  const canvas = new OffscreenCanvas(width, height);
  draw(canvas.getContext('2d') as OffscreenCanvasRenderingContext2D, width, height);
  return new Uint8Array(await (await canvas.convertToBlob({ type, quality })).arrayBuffer());
}

const fileOf = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes as BlobPart], name, { type });

/** RGBA of the pixel at (x, y) of an encoded image. */
async function pixel(blob: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data];
}

const near = (actual: number[], expected: number[], tolerance = 40) =>
  expected.every((value, index) => Math.abs((actual[index] ?? -999) - value) <= tolerance);

const photoHints = imageHints({
  purpose: 'photo',
  tooLargeMessage: 'Too large.',
  wrongTypeMessage: 'Not an image.',
});
const logoHints = imageHints({
  purpose: 'logo',
  alt: 'none',
  maxBytes: 2 * 1024 * 1024,
  tooLargeMessage: 'File {name} is too large. Maximum size is 2MB.',
  wrongTypeMessage: 'File {name} is not an image.',
});
const smallHints = { ...photoHints, image: { ...photoHints.image!, widths: [16, 32] } };

const largest = async (value: { src: string }) => {
  const blob = await getBinary(value.src);
  if (!blob) throw new Error(`nothing stored under ${value.src}`);
  return blob;
};

beforeEach(async () => {
  for (const ref of await binaryRefs()) await deleteBinary(ref);
});

describe('the image pipeline on real files', () => {
  it('a JPEG with EXIF orientation 6 and GPS comes out upright, as WebP, with no metadata', async () => {
    // Stored 64 x 32: left half red, right half blue. Orientation 6 turns it a quarter clockwise.
    const jpeg = await encode(
      64,
      32,
      (c) => {
        c.fillStyle = '#ff0000';
        c.fillRect(0, 0, 32, 32);
        c.fillStyle = '#0000ff';
        c.fillRect(32, 0, 32, 32);
      },
      'image/jpeg',
      0.95,
    );
    const tagged = withExif(jpeg, { orientation: 6, gps: { lat: 25.2048, lon: 55.2708 } });
    expect(metadataIn(tagged)).toContain('EXIF block');

    const progress: number[] = [];
    const value = await processImage(fileOf(tagged, 'phone.jpg', 'image/jpeg'), smallHints, (f) =>
      progress.push(f),
    );
    expect([value.width, value.height]).toEqual([32, 64]);
    expect(value.variants?.map((v) => [v.width, v.height])).toEqual([
      [16, 32],
      [32, 64],
    ]);
    expect(progress.at(-1)).toBe(1);
    const blob = await largest(value);
    expect(blob.type).toBe('image/webp');
    // Upright: red on top, blue below.
    expect(near(await pixel(blob, 16, 8), [255, 0, 0, 255])).toBe(true);
    expect(near(await pixel(blob, 16, 56), [0, 0, 255, 255])).toBe(true);
    for (const variant of value.variants ?? []) {
      const bytes = new Uint8Array(await (await largest(variant)).arrayBuffer());
      expect(metadataIn(bytes)).toEqual([]);
    }
  });

  it('a PNG keeps its transparency (and gets no placeholder that would show through it)', async () => {
    const png = await encode(
      40,
      40,
      (c) => {
        c.clearRect(0, 0, 40, 40);
        c.fillStyle = '#00c48c';
        c.fillRect(20, 0, 20, 40);
      },
      'image/png',
    );
    const value = await processImage(fileOf(png, 'logo.png', 'image/png'), logoHints);
    expect(value.placeholder).toBeUndefined();
    const blob = await largest(value);
    expect((await pixel(blob, 5, 20))[3]).toBe(0);
    expect(near(await pixel(blob, 35, 20), [0, 196, 140, 255], 4)).toBe(true);
  });

  it('a corrupt file is refused with its message and nothing is stored', async () => {
    const broken = new Uint8Array(4000);
    broken.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    for (let i = 6; i < broken.length; i++) broken[i] = (i * 7919) & 0xff;
    await expect(processImage(fileOf(broken, 'broken.jpg', 'image/jpeg'), photoHints)).rejects.toEqual(
      new ImageUploadError(unreadableMessage('broken.jpg')),
    );
    expect(await binaryRefs()).toEqual([]);
  });

  it('an animated GIF becomes a still of its first frame, and the owner is told', async () => {
    const gif = solidGif(
      8,
      8,
      [
        [255, 0, 0],
        [0, 0, 255],
        [0, 0, 0],
        [0, 0, 0],
      ],
      [0, 1],
    );
    const notices: string[] = [];
    const value = await processImage(fileOf(gif, 'spinner.gif', 'image/gif'), photoHints, undefined, {
      onNotice: (message) => notices.push(message),
    });
    expect(notices).toEqual([animatedGifNotice('spinner.gif')]);
    expect(value.variants).toHaveLength(1);
    const blob = await largest(value);
    expect(blob.type).toBe('image/webp');
    expect(near(await pixel(blob, 4, 4), [255, 0, 0, 255])).toBe(true);

    const still = solidGif(
      8,
      8,
      [
        [0, 128, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      [0],
    );
    const quiet: string[] = [];
    await processImage(fileOf(still, 'dot.gif', 'image/gif'), photoHints, undefined, {
      onNotice: (message) => quiet.push(message),
    });
    expect(quiet).toEqual([]);
  });

  it('a large photo is resized to the field widths, never upscaled, with a placeholder and focal point', async () => {
    const jpeg = await encode(
      3000,
      2000,
      (c, w, h) => {
        const gradient = c.createLinearGradient(0, 0, w, h);
        gradient.addColorStop(0, '#203a60');
        gradient.addColorStop(1, '#e0a040');
        c.fillStyle = gradient;
        c.fillRect(0, 0, w, h);
      },
      'image/jpeg',
      0.9,
    );
    const value = await processImage(fileOf(jpeg, 'wide.jpg', 'image/jpeg'), photoHints);
    expect(value.variants?.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
      [2400, 1600],
    ]);
    expect([value.width, value.height]).toEqual([2400, 1600]);
    expect(value.src).toBe(value.variants?.[3]?.src);
    expect(value.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(value.placeholder?.length).toBeLessThan(1000);
    expect(value.focal?.x).toBeGreaterThanOrEqual(0);
    expect(value.focal?.x).toBeLessThanOrEqual(1);
    expect(planWidths(1000, [480, 960, 1600, 2400])).toEqual([480, 1000]);
    expect(planWidths(1, [64, 128])).toEqual([1]);
  });

  it('the focal point follows the detail', async () => {
    const busyTopLeft = await encode(
      64,
      64,
      (c) => {
        c.fillStyle = '#808080';
        c.fillRect(0, 0, 64, 64);
        for (let x = 0; x < 24; x += 2) {
          c.fillStyle = x % 4 ? '#000000' : '#ffffff';
          c.fillRect(x, 0, 2, 24);
        }
      },
      'image/png',
    );
    const bitmap = await createImageBitmap(new Blob([busyTopLeft as BlobPart]));
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const focal = focalPointOf(context.getImageData(0, 0, 64, 64));
    expect(focal.x).toBeLessThan(0.4);
    expect(focal.y).toBeLessThan(0.4);
  });

  it('a photo over the pixel limit is refused from its header, before decoding', async () => {
    const header = new Uint8Array(64);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(header.buffer).setUint32(16, 10000);
    new DataView(header.buffer).setUint32(20, 8000);
    expect(imageSizeOf('image/png', header)).toEqual({ width: 10000, height: 8000 });
    await expect(processImage(fileOf(header, 'huge.png', 'image/png'), photoHints)).rejects.toEqual(
      new ImageUploadError(tooManyPixelsMessage('huge.png', 10000, 8000, 50_000_000)),
    );
  });

  it('a HEIC photo the browser cannot open gets a message saying what to do', async () => {
    const heic = new Uint8Array(256);
    heic.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    await expect(processImage(fileOf(heic, 'IMG_0001.HEIC', 'image/heic'), photoHints)).rejects.toEqual(
      new ImageUploadError(heicMessage('IMG_0001.HEIC')),
    );
  });

  it('an SVG logo is drawn to pixels: its script and handlers never reach the stored image', async () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" onload="alert(1)"><script>alert(2)</script><rect width="20" height="10" fill="#4f008c"/></svg>',
    );
    const value = await processImage(fileOf(svg, 'logo.svg', 'image/svg+xml'), logoHints);
    expect([value.width, value.height]).toEqual([256, 128]);
    const blob = await largest(value);
    expect(blob.type).toBe('image/webp');
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text).not.toMatch(/script|onload|svg/i);
    expect(near(await pixel(blob, 128, 64), [0x4f, 0x00, 0x8c, 255], 4)).toBe(true);
    // A photo field takes no SVG at all.
    await expect(processImage(fileOf(svg, 'logo.svg', 'image/svg+xml'), photoHints)).rejects.toEqual(
      new ImageUploadError('Not an image.'),
    );
  });

  it('the WASM encoder (for browsers without a WebP encoder) writes WebP the browser reads', async () => {
    const data = new ImageData(24, 12);
    for (let i = 0; i < data.data.length; i += 4) data.data.set([200, 40, 90, 255], i);
    const blob = await encodeWebpWasm(data, 0.8);
    const head = new TextDecoder('latin1').decode((await blob.arrayBuffer()).slice(0, 12));
    expect(head.slice(0, 4) + head.slice(8)).toBe('RIFFWEBP');
    expect(near(await pixel(blob, 12, 6), [200, 40, 90, 255], 12)).toBe(true);
  });

  it('an original stored before processing existed is redrawn without its EXIF before publishing', async () => {
    const jpeg = await encode(30, 20, (c) => c.fillRect(0, 0, 30, 20), 'image/jpeg', 0.9);
    const tagged = withExif(jpeg, { orientation: 1, gps: { lat: 25.2, lon: 55.3 } });
    const clean = await withoutMetadata(new Blob([tagged as BlobPart], { type: 'image/jpeg' }));
    expect(clean.type).toBe('image/webp');
    expect(metadataIn(new Uint8Array(await clean.arrayBuffer()))).toEqual([]);
    const bitmap = await createImageBitmap(clean);
    expect([bitmap.width, bitmap.height]).toEqual([30, 20]);
  });

  it('runs in this page as in the worker (the module has no DOM dependency)', async () => {
    const png = await encode(10, 10, (c) => c.fillRect(0, 0, 10, 10), 'image/png');
    const result = await runPipeline(new Blob([png as BlobPart]), { widths: [8], quality: 0.8 });
    expect(result.variants.map((v) => v.width)).toEqual([8]);
  });
});
