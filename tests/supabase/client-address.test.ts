/**
 * The stand-in as Supabase's API gateway: the client is the socket's address, and an incoming
 * X-Forwarded-For counts only when the socket is a proxy the operator trusts.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  forwarding,
  normalizeAddress,
  requestHeaders,
  trustedProxiesFrom,
} from '../../supabase/local/client-address';

const request = (socket: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, headers }) as unknown as IncomingMessage;

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever the request claims', () => {
    const req = request('::ffff:198.51.100.9', {
      'x-forwarded-for': '10.0.0.1',
      'x-real-ip': '10.0.0.2',
      'cf-connecting-ip': '10.0.0.3',
      forwarded: 'for=10.0.0.4',
    });
    expect(forwarding(req, new Set())).toEqual({
      client: '198.51.100.9',
      headers: {
        'x-forwarded-for': '198.51.100.9',
        'x-real-ip': '198.51.100.9',
        'cf-connecting-ip': '198.51.100.9',
      },
    });
    const headers = requestHeaders(req, new Set());
    expect(headers).not.toHaveProperty('forwarded');
    expect(headers['cf-connecting-ip']).toBe('198.51.100.9');
  });

  it('behind trusted proxies is the nearest hop that is not one of them', () => {
    const trusted = trustedProxiesFrom('127.0.0.1, 10.0.0.5');
    const req = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' });
    const { client, headers } = forwarding(req, trusted);
    expect(client).toBe('203.0.113.7');
    expect(headers['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.7, 10.0.0.5, 127.0.0.1');
    expect(headers['x-real-ip']).toBe('203.0.113.7');
  });

  it('keeps the request headers PostgREST passes on, names in lower case', () => {
    const headers = requestHeaders(
      request('127.0.0.1', { 'user-agent': 'bot/1.0', prefer: 'return=minimal' }),
      new Set(),
    );
    expect(headers).toMatchObject({ 'user-agent': 'bot/1.0', prefer: 'return=minimal' });
  });

  it('refuses a trusted-proxy list that names something other than addresses', () => {
    expect(() => trustedProxiesFrom('proxy.internal')).toThrow(/not an IP address/);
    expect(normalizeAddress(' FE80::1%eth0 ')).toBe('fe80::1');
  });
});
