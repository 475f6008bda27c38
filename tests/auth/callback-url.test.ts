import { describe, expect, it } from 'vitest';
import {
  CALLBACK_MESSAGES,
  callbackProblem,
  parseAuthCallback,
  stripCallbackParams,
} from '@/auth/callback-url';

const EXPIRED_QUERY =
  '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const EXPIRED_HASH =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';

describe('parseAuthCallback', () => {
  it('finds nothing on an ordinary URL', () => {
    expect(parseAuthCallback('', '')).toBeNull();
    expect(parseAuthCallback('?tab=branding', '#top')).toBeNull();
  });

  it('reads a PKCE code from the query', () => {
    expect(parseAuthCallback('?code=abc-123', '')).toEqual({
      code: 'abc-123',
      accessToken: null,
      refreshToken: null,
      error: null,
    });
  });

  it('reads implicit tokens from the fragment, with or without the #', () => {
    for (const hash of [
      '#access_token=a&refresh_token=r&expires_in=3600',
      'access_token=a&refresh_token=r',
    ]) {
      const cb = parseAuthCallback('', hash);
      expect(cb?.accessToken).toBe('a');
      expect(cb?.refreshToken).toBe('r');
    }
  });

  it('reads an expired-link error from the fragment only (implicit) or from both (PKCE)', () => {
    expect(parseAuthCallback('', EXPIRED_HASH)?.error).toEqual({
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    });
    expect(parseAuthCallback(EXPIRED_QUERY, EXPIRED_HASH)?.error?.code).toBe('otp_expired');
  });

  it('lets the query win over the fragment', () => {
    expect(parseAuthCallback('?error_code=flow_state_expired', '#error_code=otp_expired')?.error?.code).toBe(
      'flow_state_expired',
    );
  });

  it('falls back to the error name when there is no error_code', () => {
    expect(parseAuthCallback('?error=server_error', '')?.error).toEqual({
      code: 'server_error',
      description: '',
    });
  });
});

describe('callbackProblem', () => {
  it('calls an otp_expired / access_denied link expired or used', () => {
    const cb = parseAuthCallback(EXPIRED_QUERY, EXPIRED_HASH)!;
    expect(callbackProblem(cb, true)).toBe('expired');
    expect(CALLBACK_MESSAGES.expired).toMatch(/expired or was already used/);
  });

  it('says "other browser" for a code without a stored verifier', () => {
    const cb = parseAuthCallback('?code=x', '')!;
    expect(callbackProblem(cb, false)).toBe('other-browser');
    expect(CALLBACK_MESSAGES['other-browser']).toMatch(/same browser/);
  });

  it('calls a code whose exchange failed expired or used', () => {
    expect(callbackProblem(parseAuthCallback('?code=x', '')!, true)).toBe('expired');
  });

  it('gives a general message for other errors and bad implicit tokens', () => {
    expect(callbackProblem(parseAuthCallback('?error=server_error', '')!, false)).toBe('failed');
    expect(callbackProblem(parseAuthCallback('', '#access_token=a')!, false)).toBe('failed');
  });
});

describe('stripCallbackParams', () => {
  it('removes the sign-in parameters and keeps the rest', () => {
    expect(stripCallbackParams(`${EXPIRED_QUERY}&tab=jobs`, EXPIRED_HASH)).toEqual({
      search: '?tab=jobs',
      hash: '',
    });
    expect(stripCallbackParams('?code=x', '')).toEqual({ search: '', hash: '' });
  });

  it('leaves an ordinary anchor alone', () => {
    expect(stripCallbackParams('', '#section-2')).toEqual({ search: '', hash: '#section-2' });
  });
});
