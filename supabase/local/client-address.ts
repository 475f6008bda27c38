import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Who is calling, as Supabase's API gateway tells PostgREST. Hosted, every request passes
 * Cloudflare and then the gateway: Cloudflare sets `cf-connecting-ip` to the address that
 * connected, `x-real-ip` carries the same, and `x-forwarded-for` gets that address appended to
 * whatever the client sent. The stand-in is that gateway: it takes the address from the socket,
 * and believes an incoming X-Forwarded-For only when the socket is a proxy the operator named
 * (SUPABASE_TRUSTED_PROXIES; none by default). docs/decisions/012-flood-limits.md.
 */

/** Comparable form: IPv4-mapped IPv6 as plain IPv4, lower case, no zone. */
export function normalizeAddress(raw: string): string {
  const address = raw.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  return mapped?.[1] ?? address;
}

/** SUPABASE_TRUSTED_PROXIES: comma-separated addresses whose X-Forwarded-For is believed. */
export function trustedProxiesFrom(list: string | undefined): ReadonlySet<string> {
  const addresses = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!isIP(normalizeAddress(address)))
      throw new Error(`SUPABASE_TRUSTED_PROXIES: "${address}" is not an IP address`);
  }
  return new Set(addresses.map(normalizeAddress));
}

function forwardedChain(req: IncomingMessage): string[] {
  const raw = req.headers['x-forwarded-for'];
  const joined = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return joined
    .split(',')
    .map(normalizeAddress)
    .filter((entry) => isIP(entry) !== 0);
}

export interface Forwarding {
  /** The client: the socket's address, or (behind a trusted proxy) the last untrusted hop. */
  client: string;
  /** The headers the gateway sends on: x-forwarded-for, x-real-ip and cf-connecting-ip. */
  headers: Record<string, string>;
}

export function forwarding(req: IncomingMessage, trusted: ReadonlySet<string>): Forwarding {
  const socket = normalizeAddress(req.socket.remoteAddress ?? '');
  const chain = trusted.has(socket) ? forwardedChain(req) : [];
  // Walk back from the nearest hop while the hops are proxies we trust.
  let client = socket;
  for (let i = chain.length - 1; i >= 0 && trusted.has(client); i--) client = chain[i] ?? client;
  const forwardedFor = [...chain, socket].filter(Boolean).join(', ');
  return {
    client: client || 'unknown',
    headers: {
      'x-forwarded-for': forwardedFor,
      'x-real-ip': client,
      'cf-connecting-ip': client,
    },
  };
}

/** Headers a client may not set for itself: the gateway's own. */
const GATEWAY_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded']);

/**
 * The request's headers as PostgREST puts them in the `request.headers` setting: names in lower
 * case, repeated headers joined, with the forwarding headers the gateway sets.
 */
export function requestHeaders(req: IncomingMessage, trusted: ReadonlySet<string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || GATEWAY_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { ...headers, ...forwarding(req, trusted).headers };
}
