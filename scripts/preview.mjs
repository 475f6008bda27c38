#!/usr/bin/env node
// Serves dist/ the way a static host should (see docs/decisions/001-prerendering.md):
//   /about            -> dist/about/index.html (also /about/ and /about.html-style files)
//   /admin, /admin/*  -> dist/admin/index.html, the plain SPA shell (status 200)
//   anything else     -> dist/404.html with status 404 (dist/ar/404.html under /ar/, the Arabic pages)
// Files under /assets/ and /media/ are immutable (hashed names) and cached for a year. Text is sent
// compressed as Netlify, Vercel and Cloudflare Pages send it: brotli when the browser accepts it (browsers
// ask for it over HTTPS only), else gzip; each file is compressed once and kept (by path, size and mtime).
// Usage: node scripts/preview.mjs [--port 4173] [--host 127.0.0.1] [--dir dist]
// startPreview({ precompress: true }) compresses every text file before it listens, so no first request
// waits for brotli's highest level (the benchmark measures from the first run).
// startPreview({ tls: { key, cert } }) serves HTTP/2 over TLS instead (with HTTP/1.1 for clients that
// ask for it), as real static hosts do: the benchmark uses it (scripts/self-signed-cert.mjs).
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

const ENCODERS = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

/** The encoding to send: brotli if accepted, else gzip if accepted, else none. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return ['br', 'gzip'].find((name) => accepted.has(name));
}

/** Compressed bodies, by encoding, path, size and mtime. */
const compressedCache = new Map();
function compressed(file, info, encoding) {
  const key = `${encoding} ${file} ${info.size} ${info.mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file).then(ENCODERS[encoding]);
    body.catch(() => compressedCache.delete(key));
    compressedCache.set(key, body);
  }
  return body;
}

async function precompressAll(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(TYPES[extname(entry.name)] ?? '')) continue;
    const file = join(entry.parentPath, entry.name);
    const info = await stat(file);
    for (const encoding of Object.keys(ENCODERS)) await compressed(file, info, encoding);
  }
}

/** A file's stat, or undefined when it is missing or a directory. */
async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Resolve a URL path to [absolute file, status]. */
export async function resolveRequest(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return [join(root, '404.html'), 404];
  }
  const safe = normalize(decoded).replace(/^([/\\])+/, '');
  const base = resolve(root, safe);
  if (base !== root && !base.startsWith(root + sep)) return [join(root, '404.html'), 404];
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) if (await fileAt(candidate)) return [candidate, 200];
  if (/^\/admin(\/|$)/.test(decoded)) return [join(root, 'admin/index.html'), 200];
  return [await notFoundPage(root, decoded), 404];
}

/** The not-found page in the language of the path: ar/404.html under /ar/ (when built), else 404.html. */
async function notFoundPage(root, decoded) {
  const arabic = join(root, 'ar/404.html');
  return /^\/ar(\/|$)/.test(decoded) && (await fileAt(arabic)) ? arabic : join(root, '404.html');
}

export async function startPreview({
  port = 4173,
  host = '127.0.0.1',
  dir = 'dist',
  tls,
  precompress = false,
} = {}) {
  const root = resolve(dir);
  if (precompress) await precompressAll(root);
  const handle = async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [file, status] = await resolveRequest(root, url.pathname);
      const info = await fileAt(file);
      if (!info) {
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(status === 404 ? 'Not found' : '');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = {
        'content-type': type,
        'cache-control': /^\/(?:assets|media)\//.test(url.pathname)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
      };
      const encoding = COMPRESSIBLE.test(type)
        ? chooseEncoding(request.headers['accept-encoding'])
        : undefined;
      if (!encoding) {
        headers['content-length'] = String(info.size);
        response.writeHead(status, headers);
        if (request.method === 'HEAD') return void response.end();
        createReadStream(file).pipe(response);
        return;
      }
      const body = await compressed(file, info, encoding);
      headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.length);
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveStart(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'dist' },
      strictPort: { type: 'boolean', default: true },
    },
  });
  const port = Number(values.port);
  await startPreview({ port, host: values.host, dir: values.dir });
  console.log(`Serving ${values.dir}/ at http://${values.host}:${port}/`);
}
