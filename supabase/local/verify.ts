import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AuthContext } from './auth';
import { redirect } from './http';
import { isRedirectAllowed } from './redirects';
import { AuthError, createSession, findUser } from './sessions';

/** GET /auth/v1/verify: the e-mailed magic link (single use, expiring), answered with a 303 redirect. */

const LINK_INVALID = 'Email link is invalid or has expired';

function errorRedirect(
  target: string,
  pkce: boolean,
  code: string,
  description: string,
  status = 403,
): string {
  const oauth: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
  };
  const u = new URL(target);
  const fragment = new URLSearchParams();
  const name = oauth[status];
  if (name) {
    fragment.set('error', name);
    u.searchParams.set('error', name);
  }
  fragment.set('error_code', code);
  fragment.set('error_description', description);
  fragment.set('sb', '');
  if (pkce) {
    u.searchParams.set('error_code', code);
    u.searchParams.set('error_description', description);
  }
  u.hash = fragment.toString();
  return u.toString();
}

export async function verify(ctx: AuthContext, res: ServerResponse, url: URL) {
  const tokenHash = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const param = url.searchParams.get('redirect_to');
  const pkce = tokenHash.startsWith('pkce_');
  if (!['magiclink', 'signup', 'email', 'invite'].includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  }
  if ([...url.searchParams.values()].some((value) => value.includes('\u0000'))) {
    // Hostile input never reaches Postgres: the link is treated as invalid, as GoTrue answers one.
    const target =
      param && !param.includes('\u0000') && isRedirectAllowed(param, ctx.siteUrl, ctx.additionalRedirectUrls)
        ? param
        : ctx.siteUrl;
    return redirect(res, errorRedirect(target, pkce, 'validation_failed', LINK_INVALID, 400), 303);
  }
  const outcome = await ctx.db.tx(async (tx) => {
    const found = await tx.query<{
      user_id: string;
      flow_state_id: string | null;
      redirect_to: string;
      created_at: Date;
    }>(
      'select user_id, flow_state_id, redirect_to, created_at from auth.one_time_tokens where token_hash = $1',
      [tokenHash],
    );
    const row = found.rows[0];
    const target =
      param && isRedirectAllowed(param, ctx.siteUrl, ctx.additionalRedirectUrls)
        ? param
        : (row?.redirect_to ?? ctx.siteUrl);
    if (!row) return { location: errorRedirect(target, pkce, 'otp_expired', LINK_INVALID) };
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [row.user_id]);
    if (Date.now() - new Date(row.created_at).getTime() > ctx.otpExpirySeconds * 1000) {
      if (row.flow_state_id) await tx.query('delete from auth.flow_state where id = $1', [row.flow_state_id]);
      return { location: errorRedirect(target, pkce, 'otp_expired', LINK_INVALID) };
    }
    await tx.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
      [row.user_id],
    );
    const u = new URL(target);
    if (row.flow_state_id) {
      const code = randomUUID();
      await tx.query('update auth.flow_state set auth_code = $1, auth_code_issued_at = $2 where id = $3', [
        code,
        new Date(),
        row.flow_state_id,
      ]);
      u.searchParams.set('code', code);
      return { location: u.toString() };
    }
    const user = await findUser(tx, 'id', row.user_id);
    if (!user) return { location: errorRedirect(target, pkce, 'otp_expired', LINK_INVALID) };
    const s = await createSession(tx, user, ctx);
    u.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: 'magiclink',
    }).toString();
    return { location: u.toString() };
  });
  redirect(res, outcome.location, 303);
}
