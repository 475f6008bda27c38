import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db, Queryable } from './db';
import { BodyError, isRecord, readJson, redirect, sendEmpty, sendJson } from './http';
import { bearerToken, type JwtClaims, verifyJwt } from './jwt';
import type { Mailbox } from './mail';
import {
  AuthError,
  createSession,
  findUser,
  isRedirectAllowed,
  newRefreshToken,
  sessionJson,
  sha256Base64Url,
  type TokenSettings,
  type UserRow,
  userJson,
} from './sessions';

/** GoTrue routes under /auth/v1 (the subset supabase-js uses for e-mail magic links + PKCE). */

export interface AuthContext extends TokenSettings {
  db: Db;
  mailbox: Mailbox;
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
  otpExpirySeconds: number;
  flowStateExpirySeconds: number;
  refreshReuseSeconds: number;
  resendThrottleSeconds: number;
  apiUrl: () => string;
  log: (line: string) => void;
}

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const LINK_INVALID = 'Email link is invalid or has expired';

export function sendAuthError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(
    res,
    status,
    { code, error_code: code, msg: message, message },
    { ...API_VERSION, 'x-sb-error-code': code },
  );
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = await readJson(req);
  } catch (error) {
    if (error instanceof BodyError && error.kind === 'too_large')
      throw new AuthError(413, 'request_too_large', error.message);
    const detail = error instanceof Error ? error.message : String(error);
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
  }
  if (parsed === undefined) return {};
  if (!isRecord(parsed))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  return parsed;
}

function requiredString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export async function handleAuth(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  const method = req.method ?? 'GET';
  try {
    const route = `${method} ${path}`;
    switch (route) {
      case 'GET /health':
        return sendJson(
          res,
          200,
          { version: 'local-stand-in', name: 'GoTrue', description: 'Local GoTrue stand-in' },
          API_VERSION,
        );
      case 'GET /settings':
        return sendJson(
          res,
          200,
          {
            external: { email: true, phone: false },
            disable_signup: false,
            mailer_autoconfirm: false,
            phone_autoconfirm: false,
            sms_provider: '',
            saml_enabled: false,
          },
          API_VERSION,
        );
      case 'POST /otp':
        return await otp(ctx, req, res, url);
      case 'GET /verify':
        return await verify(ctx, res, url);
      case 'POST /token':
        return await token(ctx, req, res, url);
      case 'GET /user': {
        const { user } = await authenticate(ctx, req);
        return sendJson(res, 200, userJson(user), API_VERSION);
      }
      case 'POST /logout':
        return await logout(ctx, req, res, url);
      default:
        return sendAuthError(
          res,
          404,
          'not_found',
          `No route ${method} /auth/v1${path} in the local stand-in`,
        );
    }
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(res, error.status, error.code, error.message);
    ctx.log(
      `auth error on ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return sendAuthError(res, 500, 'unexpected_failure', 'Unexpected failure in the local auth stand-in');
  }
}

async function otp(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const b = await body(req);
  if (b.phone !== undefined && b.email === undefined) {
    throw new AuthError(400, 'validation_failed', 'Phone sign-in is not supported by the local stand-in');
  }
  const rawEmail = requiredString(b.email);
  if (!rawEmail)
    throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number.');
  const email = rawEmail.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  if (b.create_user !== undefined && typeof b.create_user !== 'boolean') {
    throw new AuthError(400, 'validation_failed', 'create_user must be a boolean');
  }
  const createUser = b.create_user ?? true;
  const data = isRecord(b.data) ? b.data : {};
  const challenge = requiredString(b.code_challenge);
  const method = typeof b.code_challenge_method === 'string' ? b.code_challenge_method.toLowerCase() : '';
  if (challenge && method !== 's256' && method !== 'plain') {
    throw new AuthError(400, 'validation_failed', 'Code challenge method must be one of s256, plain');
  }
  const redirectParam = url.searchParams.get('redirect_to');
  const redirectTo =
    redirectParam && isRedirectAllowed(redirectParam, ctx.siteUrl, ctx.additionalRedirectUrls)
      ? redirectParam
      : ctx.siteUrl;
  const tokenHash = (challenge ? 'pkce_' : '') + createHash('sha224').update(randomBytes(32)).digest('hex');

  await ctx.db.tx(async (tx) => {
    let user = await findUser(tx, 'email', email);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      await tx.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        randomUUID(),
        email,
        JSON.stringify(data),
      ]);
      user = await findUser(tx, 'email', email);
    }
    if (!user) throw new Error('user insert failed');
    const previous = await tx.query<{ created_at: Date; flow_state_id: string | null }>(
      'select created_at, flow_state_id from auth.one_time_tokens where user_id = $1',
      [user.id],
    );
    const old = previous.rows[0];
    if (old && ctx.resendThrottleSeconds > 0) {
      const wait = Math.ceil(
        ctx.resendThrottleSeconds - (Date.now() - new Date(old.created_at).getTime()) / 1000,
      );
      if (wait > 0) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${wait} seconds.`,
        );
      }
    }
    // A new link replaces (invalidates) the previous one.
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    if (old?.flow_state_id) await tx.query('delete from auth.flow_state where id = $1', [old.flow_state_id]);
    let flowStateId: string | null = null;
    if (challenge) {
      flowStateId = randomUUID();
      await tx.query(
        'insert into auth.flow_state (id, user_id, code_challenge, code_challenge_method) values ($1, $2, $3, $4)',
        [flowStateId, user.id, challenge, method],
      );
    }
    await tx.query(
      'insert into auth.one_time_tokens (user_id, token_hash, flow_state_id, redirect_to, created_at) values ($1, $2, $3, $4, $5)',
      [user.id, tokenHash, flowStateId, redirectTo, new Date()],
    );
  });

  const link = `${ctx.apiUrl()}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=magiclink&redirect_to=${encodeURIComponent(redirectTo)}`;
  ctx.mailbox.send({ to: email, subject: 'Your Magic Link', link });
  ctx.log(`magic link for ${email}:\n  ${link}`);
  sendJson(res, 200, {}, API_VERSION);
}

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

async function verify(ctx: AuthContext, res: ServerResponse, url: URL) {
  const tokenHash = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const param = url.searchParams.get('redirect_to');
  const pkce = tokenHash.startsWith('pkce_');
  if (!['magiclink', 'signup', 'email', 'invite'].includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
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

async function token(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const grant = url.searchParams.get('grant_type') ?? '';
  if (grant !== 'pkce' && grant !== 'refresh_token') {
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  const b = await body(req);
  const result = grant === 'pkce' ? await pkceGrant(ctx, b) : await refreshGrant(ctx, b);
  sendJson(res, 200, result, API_VERSION);
}

async function pkceGrant(ctx: AuthContext, b: Record<string, unknown>) {
  const authCode = requiredString(b.auth_code);
  const verifier = requiredString(b.code_verifier);
  if (!authCode || !verifier) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  return ctx.db.tx(async (tx) => {
    const notFound = new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
    if (!UUID.test(authCode)) throw notFound;
    const found = await tx.query<{
      id: string;
      user_id: string;
      code_challenge: string;
      code_challenge_method: string;
      auth_code_issued_at: Date;
    }>(
      'select id, user_id, code_challenge, code_challenge_method, auth_code_issued_at from auth.flow_state where auth_code = $1',
      [authCode],
    );
    const flow = found.rows[0];
    if (!flow) throw notFound;
    if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > ctx.flowStateExpirySeconds * 1000) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const expected = flow.code_challenge_method === 'plain' ? verifier : sha256Base64Url(verifier);
    if (expected !== flow.code_challenge) {
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    const user = await findUser(tx, 'id', flow.user_id);
    if (!user) throw notFound;
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return createSession(tx, user, ctx);
  });
}

async function refreshGrant(ctx: AuthContext, b: Record<string, unknown>) {
  const refresh = requiredString(b.refresh_token);
  if (!refresh) throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const outcome = await ctx.db.tx(async (tx) => {
    const found = await tx.query<{ session_id: string; user_id: string; revoked: boolean; updated_at: Date }>(
      'select session_id, user_id, revoked, updated_at from auth.refresh_tokens where token = $1',
      [refresh],
    );
    const row = found.rows[0];
    if (!row) return { error: 'not_found' as const };
    const user = await findUser(tx, 'id', row.user_id);
    if (!user) return { error: 'not_found' as const };
    if (row.revoked) {
      const active = await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      );
      const current = active.rows[0];
      const withinReuse = Date.now() - new Date(row.updated_at).getTime() <= ctx.refreshReuseSeconds * 1000;
      if (current && withinReuse) return { session: sessionJson(user, row.session_id, current.token, ctx) };
      // Reuse outside the window: revoke the whole family (the session's tokens).
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [row.session_id],
      );
      return { error: 'already_used' as const };
    }
    const next = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1', [
      refresh,
      new Date(),
    ]);
    await tx.query(
      'insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)',
      [next, row.session_id, row.user_id, refresh],
    );
    return { session: sessionJson(user, row.session_id, next, ctx) };
  });
  if (outcome.error === 'already_used') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  if (outcome.error === 'not_found' || !outcome.session) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return outcome.session;
}

async function authenticate(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<{ claims: JwtClaims; user: UserRow }> {
  const jwt = bearerToken(req.headers.authorization);
  if (!jwt) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(jwt, ctx.jwtSecret);
  if (!result.ok) {
    const why = result.reason === 'expired' ? 'token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  const { claims } = result;
  const sub = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : undefined;
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId =
    typeof claims.session_id === 'string' && UUID.test(claims.session_id) ? claims.session_id : undefined;
  const user = await ctx.db.run(async (pg) => {
    if (sessionId) {
      const s = await pg.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        sessionId,
        sub,
      ]);
      if (s.rows.length === 0)
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return findUser(pg, 'id', sub);
  });
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user };
}

async function logout(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unsupported logout scope, must be one of: global, local, others',
    );
  }
  const { claims, user } = await authenticate(ctx, req);
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  await ctx.db.run(async (pg: Queryable) => {
    if (scope === 'global' || !sessionId)
      await pg.query('delete from auth.sessions where user_id = $1', [user.id]);
    else if (scope === 'local') await pg.query('delete from auth.sessions where id = $1', [sessionId]);
    else await pg.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  });
  sendEmpty(res, 204, API_VERSION);
}
