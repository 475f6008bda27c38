import type { AuthContext } from './auth';
import {
  AuthError,
  createSession,
  findUser,
  newRefreshToken,
  requiredString,
  sessionJson,
  sha256Base64Url,
  UUID,
} from './sessions';

/** POST /auth/v1/token grants: pkce (auth code + verifier) and refresh_token (rotation, reuse window). */

export async function pkceGrant(ctx: AuthContext, b: Record<string, unknown>) {
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

export async function refreshGrant(ctx: AuthContext, b: Record<string, unknown>) {
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
