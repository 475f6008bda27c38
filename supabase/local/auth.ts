import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { forwarding } from './client-address';
import type { Db, Queryable } from './db';
import { pkceGrant, refreshGrant } from './grants';
import { BodyError, isRecord, readJson, sendEmpty, sendJson } from './http';
import { bearerToken, type JwtClaims, verifyJwt } from './jwt';
import type { Mailbox } from './mail';
import type { RateLimits, WindowCounter } from './rate-limit';
import { isRedirectAllowed } from './redirects';
import {
  AuthError,
  findUser,
  requiredString,
  type TokenSettings,
  type UserRow,
  UUID,
  userJson,
} from './sessions';
import { verify } from './verify';

/** GoTrue routes under /auth/v1 (the subset supabase-js uses for e-mail magic links + PKCE). */

export interface AuthContext extends TokenSettings {
  db: Db;
  mailbox: Mailbox;
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
  otpExpirySeconds: number;
  flowStateExpirySeconds: number;
  refreshReuseSeconds: number;
  rateLimits: RateLimits;
  counters: { signIns: WindowCounter; verifications: WindowCounter; refreshes: WindowCounter };
  /** Proxies whose X-Forwarded-For names the client (./client-address). */
  trustedProxies: ReadonlySet<string>;
  apiUrl: () => string;
  log: (line: string) => void;
}

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

export function sendAuthError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(
    res,
    status,
    { code, error_code: code, msg: message, message },
    { ...API_VERSION, 'x-sb-error-code': code },
  );
}

/** The largest user_metadata (`data`) a sign-up may carry: every token of the user includes it. */
export const MAX_USER_METADATA_BYTES = 2048;

/** A NUL byte anywhere in a JSON value (Postgres text cannot hold one). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (isRecord(value))
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  return false;
}

/** Per-client limits count by the caller's address, as the gateway reports it (./client-address). */
export function overRequestRateLimit(
  ctx: Pick<AuthContext, 'trustedProxies'>,
  counter: WindowCounter,
  req: IncomingMessage,
): void {
  if (!counter.take(forwarding(req, ctx.trustedProxies).client)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  // A JSON body only: a text/plain POST is a cross-site "simple request" that needs no preflight.
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/(?:[\w.+-]+\+)?json\b/.test(type)) {
    throw new AuthError(
      400,
      'bad_json',
      'Could not parse request body as JSON: Content-Type must be application/json',
    );
  }
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
  if (containsNul(parsed))
    throw new AuthError(400, 'validation_failed', 'Invalid input: text may not contain NUL bytes');
  return parsed;
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
        overRequestRateLimit(ctx, ctx.counters.verifications, req);
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
  overRequestRateLimit(ctx, ctx.counters.signIns, req);
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
  if (b.data !== undefined && !isRecord(b.data)) {
    throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
  }
  const data = isRecord(b.data) ? b.data : {};
  if (Buffer.byteLength(JSON.stringify(data)) > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `User metadata (data) may be at most ${MAX_USER_METADATA_BYTES} bytes`,
    );
  }
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
    const cooldown = ctx.rateLimits.emailCooldownSeconds;
    if (old && cooldown > 0) {
      const wait = Math.ceil(cooldown - (Date.now() - new Date(old.created_at).getTime()) / 1000);
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

async function token(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const grant = url.searchParams.get('grant_type') ?? '';
  if (grant !== 'pkce' && grant !== 'refresh_token') {
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  overRequestRateLimit(ctx, grant === 'pkce' ? ctx.counters.verifications : ctx.counters.refreshes, req);
  const b = await body(req);
  const result = grant === 'pkce' ? await pkceGrant(ctx, b) : await refreshGrant(ctx, b);
  sendJson(res, 200, result, API_VERSION);
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
