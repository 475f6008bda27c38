import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from './db';
import { signJwt } from './jwt';

/** Users, sessions, refresh tokens and redirect rules shared by the GoTrue routes. */

export interface UserRow {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface TokenSettings {
  jwtSecret: string;
  jwtExpirySeconds: number;
  issuer: string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requiredString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export function userJson(u: UserRow) {
  const identityData = {
    email: u.email,
    email_verified: u.email_confirmed_at !== null,
    phone_verified: false,
    sub: u.id,
  };
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

export async function findUser(
  db: Queryable,
  where: 'id' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  const column = where === 'id' ? 'id' : 'email';
  const result = await db.query<UserRow>(`select * from auth.users where ${column} = $1`, [value]);
  return result.rows[0];
}

export function newRefreshToken(): string {
  return randomBytes(18).toString('base64url');
}

export function sha256Base64Url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function accessToken(user: UserRow, sessionId: string, settings: TokenSettings) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.jwtExpirySeconds;
  const token = signJwt(
    {
      iss: settings.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'otp', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    settings.jwtSecret,
  );
  return { token, exp };
}

export function sessionJson(user: UserRow, sessionId: string, refreshToken: string, settings: TokenSettings) {
  const { token, exp } = accessToken(user, sessionId, settings);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Creates a session with its first refresh token and returns the AccessTokenResponse. */
export async function createSession(db: Queryable, user: UserRow, settings: TokenSettings) {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  await db.query('insert into auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [
    refresh,
    sessionId,
    user.id,
  ]);
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    user.id,
  ]);
  const fresh = (await findUser(db, 'id', user.id)) ?? user;
  return sessionJson(fresh, sessionId, refresh, settings);
}
