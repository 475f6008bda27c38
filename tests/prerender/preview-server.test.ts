/**
 * `npm run preview` (and the benchmark) serve the build as real static hosts do: brotli to a browser
 * that accepts it, else gzip, else the file as it is; an unknown path is the 404 page.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { chooseEncoding, startPreview } from '../../scripts/preview.mjs';

const PAGE = `<!doctype html><title>Home</title>${'<p>Connecting People &amp; Solutions</p>'.repeat(200)}`;
let server: import('node:http').Server;
let port = 0;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'preview-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  mkdirSync(join(dir, 'ar'));
  writeFileSync(join(dir, 'ar/404.html'), '<!doctype html><html lang="ar"><title>الصفحة غير موجودة</title>');
  server = await startPreview({ port: 0, dir, precompress: true });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    const req = request(
      { port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the preview server', () => {
  it('sends brotli when the browser accepts it, and it is smaller than gzip', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd');
    const gz = await get('/', 'gzip, deflate');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  it('sends the file as it is to a client that accepts no encoding, and the 404 page for unknown paths', async () => {
    const plain = await get('/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const missing = await get('/no-such-page', 'br');
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toContain('Page not found');
  });

  it('answers an unknown Arabic path with the Arabic not-found page, and any other with the English one', async () => {
    for (const path of ['/ar/no-such-page', '/ar/blog/no-such-article']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('lang="ar"');
    }
    const english = await get('/arabic-is-not-a-prefix');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('Page not found');
  });

  it('honours q=0', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
  });
});
