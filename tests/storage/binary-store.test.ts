/** Uploaded images are stored under the type their bytes show, never the browser-supplied one. */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const kept = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  set: async (key: string, value: unknown) => void kept.set(key, value),
  get: async (key: string) => kept.get(key),
  del: async (key: string) => void kept.delete(key),
}));

const { getBinary, NotAnImageError, putBinary } = await import('@/storage/binary-store');

const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

beforeEach(() => kept.clear());

describe('putBinary', () => {
  it('stores a GIF named .html with type text/html as image/gif', async () => {
    const file = new File([GIF], 'cat.html', { type: 'text/html' });
    const ref = await putBinary(file);
    expect(ref).toMatch(/^idb:/);
    const stored = await getBinary(ref);
    expect(stored?.type).toBe('image/gif');
    expect(new Uint8Array(await (stored as Blob).arrayBuffer())).toEqual(GIF);
  });

  it('refuses bytes that are no image, whatever the name and type say', async () => {
    const file = new File(['<script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    await expect(putBinary(file)).rejects.toBeInstanceOf(NotAnImageError);
    expect(kept.size).toBe(0);
  });
});
