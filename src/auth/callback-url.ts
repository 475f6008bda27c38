/**
 * What a magic-link redirect left in the address bar. GoTrue sends the browser back with
 * `?code=` (PKCE), `#access_token=…` (implicit) or, when the link is expired or used,
 * `error`/`error_code`/`error_description` in the fragment (and, for PKCE, the query too).
 * Pure: no supabase-js here, so the /admin guard can check it without loading the library.
 */

export interface AuthCallback {
  code: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  error: { code: string; description: string } | null;
}

/** The parameters the sign-in redirect may add; removed from the address bar once handled. */
export const CALLBACK_PARAMS = [
  'code',
  'error',
  'error_code',
  'error_description',
  'sb',
  'access_token',
  'refresh_token',
  'expires_at',
  'expires_in',
  'token_type',
  'type',
  'provider_token',
  'provider_refresh_token',
] as const;

/** Merges fragment and query parameters, the query winning (as supabase-js does). */
function readParams(search: string, hash: string): Map<string, string> {
  const params = new Map<string, string>();
  const add = (raw: string) => {
    for (const [key, value] of new URLSearchParams(raw)) params.set(key, value);
  };
  add(hash.startsWith('#') ? hash.slice(1) : hash);
  add(search.startsWith('?') ? search.slice(1) : search);
  return params;
}

export function parseAuthCallback(search: string, hash: string): AuthCallback | null {
  const p = readParams(search, hash);
  const code = p.get('code') || null;
  const accessToken = p.get('access_token') || null;
  const refreshToken = p.get('refresh_token') || null;
  const errorName = p.get('error') || null;
  const errorCode = p.get('error_code') || null;
  const errorDescription = p.get('error_description') || null;
  const error =
    errorName || errorCode || errorDescription
      ? { code: errorCode ?? errorName ?? 'unspecified_error', description: errorDescription ?? '' }
      : null;
  if (!code && !accessToken && !error) return null;
  return { code, accessToken, refreshToken, error };
}

export type CallbackProblem = 'expired' | 'other-browser' | 'failed';

export const CALLBACK_MESSAGES: Record<CallbackProblem, string> = {
  expired: 'This sign-in link has expired or was already used. Request a new one below.',
  'other-browser':
    'This sign-in link was already used or was opened in a different browser. Open the link in the same browser where you requested it, or request a new one below.',
  failed: 'We could not sign you in with this link. Request a new one below.',
};

/** The plain message for a link that did not produce a session. */
export function callbackProblem(callback: AuthCallback, hadCodeVerifier: boolean): CallbackProblem {
  if (callback.error) {
    return ['otp_expired', 'access_denied', 'flow_state_expired', 'flow_state_not_found'].includes(
      callback.error.code,
    )
      ? 'expired'
      : 'failed';
  }
  if (callback.code && !hadCodeVerifier) return 'other-browser';
  if (callback.code) return 'expired';
  return 'failed';
}

/** `search` and `hash` without the sign-in parameters (other parameters are kept). */
export function stripCallbackParams(search: string, hash: string): { search: string; hash: string } {
  const clean = (raw: string, prefix: '?' | '#') => {
    const params = new URLSearchParams(raw.startsWith(prefix) ? raw.slice(1) : raw);
    if (!CALLBACK_PARAMS.some((key) => params.has(key))) return raw;
    for (const key of CALLBACK_PARAMS) params.delete(key);
    const rest = params.toString();
    return rest ? `${prefix}${rest}` : '';
  };
  return { search: clean(search, '?'), hash: clean(hash, '#') };
}
