import { describe, expect, it } from 'vitest';
import { checkImageFile } from '@/admin/renderer/image-check';
import { normaliseTags } from '@/admin/widgets/basic';
import { sniffImageType } from '@/storage/image-type';

const hints = {
  widget: 'image' as const,
  maxBytes: 2 * 1024 * 1024,
  accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
  tooLargeMessage: 'File {name} is too large. Maximum size is 2MB.',
  wrongTypeMessage: 'Please select an image file',
};
const bytes = (...values: number[]) => new Uint8Array(values);
const file = (head: Uint8Array | string, name: string, size: number) => {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const body = new Uint8Array(Math.max(size, start.length));
  body.set(start);
  return new File([body], name, { type: 'image/png' });
};

describe('image checks', () => {
  it('knows raster images by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('<!DOCTYPE html>'))).toBeUndefined();
  });

  it('refuses non-images whatever their name, and files over the limit, with the schema messages', async () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(await checkImageFile(file(png, 'ok.png', 1000), hints)).toEqual({ ok: true, type: 'image/png' });
    expect(await checkImageFile(file(png, 'huge.png', 2 * 1024 * 1024 + 1), hints)).toEqual({
      ok: false,
      message: 'File huge.png is too large. Maximum size is 2MB.',
    });
    expect(await checkImageFile(file('<svg></svg>', 'logo.png', 100), hints)).toEqual({
      ok: false,
      message: 'Please select an image file',
    });
    expect(await checkImageFile(file('<html><script>', 'x.png', 100), hints)).toMatchObject({ ok: false });
  });

  it('tags are trimmed, with empty and repeated entries dropped', () => {
    expect(normaliseTags([' React ', '', 'React', '  ', 'Node.js'])).toEqual(['React', 'Node.js']);
  });
});
