import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens with node:crypto (the only algorithm the stand-in issues or accepts). */

export type JwtClaims = Record<string, unknown> & { exp?: number; role?: string; sub?: string };

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = hmac(secret, `${HEADER}.${payload}`).toString('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(h) || !/^[A-Za-z0-9_-]+$/.test(p) || !/^[A-Za-z0-9_-]*$/.test(s)) {
    return { ok: false, reason: 'malformed' };
  }
  let header: unknown;
  let claims: unknown;
  try {
    header = decodeJson(h);
    claims = decodeJson(p);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'signature' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = hmac(secret, `${h}.${p}`);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const exp = (claims as JwtClaims).exp;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowSeconds)) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims: claims as JwtClaims };
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or not a bearer header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m?.[1];
}
