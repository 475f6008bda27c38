import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET } from '../../supabase/local/defaults';
import { signJwt } from '../../supabase/local/jwt';
import { startStandIn } from '../../supabase/local/server';
import { ADMIN_EMAIL, appEnsureProfile, RAISED_LIMITS, SITE_URL, STARTUP_TIMEOUT, signIn } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-stand-in-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence and defaults', () => {
  it(
    'keeps users, profiles and sessions across a restart with the same dataDir',
    async () => {
      const options = {
        apiPort: 0,
        mailPort: 0,
        dataDir,
        adminEmail: ADMIN_EMAIL,
        siteUrl: SITE_URL,
        quiet: true,
        rateLimits: RAISED_LIMITS,
      };
      const first = await startStandIn(options);
      let userId = '';
      let refreshToken = '';
      try {
        const { client, session } = await signIn(first, ADMIN_EMAIL);
        expect((await appEnsureProfile(client, session)).error).toBeNull();
        userId = session.user.id;
        refreshToken = session.refresh_token;
      } finally {
        await first.stop();
      }

      const second = await startStandIn(options); // migrations must not be re-applied
      try {
        const res = await fetch(`${second.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey: second.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        });
        expect(res.status).toBe(200);
        const session = (await res.json()) as { access_token: string; user: { id: string } };
        expect(session.user.id).toBe(userId);
        const rows = await fetch(`${second.apiUrl}/rest/v1/profiles?select=*`, {
          headers: { apikey: second.anonKey, Authorization: `Bearer ${session.access_token}` },
        });
        expect(await rows.json()).toEqual([{ id: userId, email: ADMIN_EMAIL, role: 'admin' }]);
        // signing in again finds the same user
        const again = await signIn(second, ADMIN_EMAIL);
        expect(again.session.user.id).toBe(userId);
      } finally {
        await second.stop();
      }
    },
    3 * STARTUP_TIMEOUT,
  );

  it(
    'DEFAULT_ANON_KEY is the anon JWT for DEFAULT_JWT_SECRET and is what the stand-in hands out',
    async () => {
      expect(signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, DEFAULT_JWT_SECRET)).toBe(
        DEFAULT_ANON_KEY,
      );
      const s = await startStandIn({ apiPort: 0, mailPort: 0, quiet: true, rateLimits: RAISED_LIMITS });
      try {
        expect(s.anonKey).toBe(DEFAULT_ANON_KEY);
        const mailPage = await fetch(`${s.mailUrl}/`);
        expect(mailPage.headers.get('content-type')).toContain('text/html');
        const cleared = await fetch(`${s.mailUrl}/api/v1/messages`, { method: 'DELETE' });
        expect(cleared.status).toBe(200);
        const list = (await (await fetch(`${s.mailUrl}/api/v1/messages`)).json()) as {
          total: number;
          messages: unknown[];
        };
        expect(list).toMatchObject({ total: 0, messages: [] });
      } finally {
        await s.stop();
      }
    },
    3 * STARTUP_TIMEOUT,
  );
});

describe('optional resend throttle', () => {
  it(
    'is off by default and answers 429 over_email_send_rate_limit when configured',
    async () => {
      const s = await startStandIn({
        apiPort: 0,
        mailPort: 0,
        quiet: true,
        rateLimits: { emailCooldownSeconds: 60 },
      });
      try {
        const otp = () =>
          fetch(`${s.apiUrl}/auth/v1/otp`, {
            method: 'POST',
            headers: { apikey: s.anonKey, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'resend@example.com' }),
          });
        expect((await otp()).status).toBe(200);
        const second = await otp();
        expect(second.status).toBe(429);
        expect(((await second.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
      } finally {
        await s.stop();
      }
    },
    3 * STARTUP_TIMEOUT,
  );
});
