import { fileURLToPath } from 'node:url';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_API_PORT,
  DEFAULT_HOST,
  DEFAULT_MAIL_PORT,
  DEFAULT_SITE_URL,
} from './defaults';
import { INBOX_LIMIT_ENV, inboxLimitsFromEnv } from './inbox-limits';
import { RATE_LIMIT_ENV, rateLimitsFromEnv } from './rate-limit';
import { startStandIn } from './server';

/**
 * `npm run backend` (tsx supabase/local/cli.ts): the local Supabase stand-in with persistent data in
 * supabase/.local-data/. Env: VITE_ADMIN_EMAIL, SITE_URL, ADDITIONAL_REDIRECT_URLS (comma list),
 * SUPABASE_API_PORT, SUPABASE_MAIL_PORT, SUPABASE_HOST, OTP_EXPIRY_SECONDS, JWT_EXPIRY_SECONDS,
 * SUPABASE_LOCAL_DATA_DIR (":memory:" for a throw-away database), SUPABASE_TRUSTED_PROXIES (comma
 * list of proxy addresses whose X-Forwarded-For is believed; default none), the GoTrue limits
 * (./rate-limit), the inbox's flood limits (./inbox-limits) and NOTIFICATIONS_PER_HOUR (the
 * owner's cap of lead e-mails an hour).
 */

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

const describeLimits = (limits: ReturnType<typeof rateLimitsFromEnv>) =>
  `one e-mail per address per ${limits.emailCooldownSeconds} s; per IP per ${limits.windowSeconds} s: ${limits.signInsSignUps} sign-ins, ${limits.tokenVerifications} verifications, ${limits.tokenRefresh} refreshes (${Object.values(RATE_LIMIT_ENV).join(', ')})`;

async function main(): Promise<void> {
  const dataEnv = process.env.SUPABASE_LOCAL_DATA_DIR;
  const dataDir =
    dataEnv === ':memory:'
      ? undefined
      : (dataEnv ?? fileURLToPath(new URL('../.local-data', import.meta.url)));
  const adminEmail = (process.env.VITE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const siteUrl = process.env.SITE_URL ?? DEFAULT_SITE_URL;
  const standIn = await startStandIn({
    apiPort: intEnv('SUPABASE_API_PORT', DEFAULT_API_PORT),
    mailPort: intEnv('SUPABASE_MAIL_PORT', DEFAULT_MAIL_PORT),
    host: process.env.SUPABASE_HOST ?? DEFAULT_HOST,
    dataDir,
    adminEmail,
    siteUrl,
    additionalRedirectUrls: (process.env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    otpExpirySeconds: intEnv('OTP_EXPIRY_SECONDS', 3600),
    jwtExpirySeconds: intEnv('JWT_EXPIRY_SECONDS', 3600),
    rateLimits: rateLimitsFromEnv(process.env),
    inboxLimits: inboxLimitsFromEnv(process.env),
    notificationsPerHour: process.env.NOTIFICATIONS_PER_HOUR
      ? intEnv('NOTIFICATIONS_PER_HOUR', 10)
      : undefined,
    trustedProxies: (process.env.SUPABASE_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  });
  console.log(`
Local Supabase stand-in is running (development only).
  API URL:     ${standIn.apiUrl}      (Auth: /auth/v1, REST: /rest/v1, Functions: /functions/v1)
  Mailbox:     ${standIn.mailUrl}      (magic links and the owner's notifications; JSON at /api/v1/messages)
  anon key:    ${standIn.anonKey}
  admin email: ${adminEmail}
  site URL:    ${siteUrl}
  data dir:    ${dataDir ?? '(in memory)'}
  rate limits: ${describeLimits(rateLimitsFromEnv(process.env))}
  inbox:       ${standIn.inboxLimits.perAddressPerHour} messages per e-mail address and ${standIn.inboxLimits.perClientPerHour} per client an hour, ${standIn.inboxLimits.visitsPerClientPerHour} page views per client an hour (${Object.values(INBOX_LIMIT_ENV).join(', ')})
For the app: VITE_SUPABASE_URL=${standIn.apiUrl} VITE_SUPABASE_ANON_KEY=<anon key above>
Press Ctrl+C to stop.
`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    standIn.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[supabase-local] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
