import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AuthContext, handleAuth, sendAuthError } from './auth';
import { trustedProxiesFrom } from './client-address';
import { openDb } from './db';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ANON_KEY,
  DEFAULT_API_PORT,
  DEFAULT_HOST,
  DEFAULT_JWT_SECRET,
  DEFAULT_MAIL_PORT,
  DEFAULT_SITE_URL,
} from './defaults';
import { type FunctionEnv, handleFunction } from './functions';
import { CORS_HEADERS, sendEmpty, sendJson } from './http';
import { applyInboxLimits, type InboxLimits, readInboxLimits } from './inbox-limits';
import { signJwt } from './jwt';
import { handleMail, Mailbox } from './mail';
import { PgCronScheduler } from './pg-cron';
import { PgNetWorker } from './pg-net';
import { DEFAULT_RATE_LIMITS, type RateLimits, WindowCounter } from './rate-limit';
import { handleRest } from './rest';
import { handleRpc } from './rest-rpc';
import { handleStorage } from './storage';

/**
 * Local stand-in for Supabase Auth (GoTrue) + PostgREST + Storage + Edge Functions + a Mailpit-like
 * mailbox with a Resend-compatible sending API, on PGlite with pg_net and pg_cron emulated.
 */

export interface StandInOptions {
  apiPort?: number;
  mailPort?: number;
  host?: string;
  /** Directory for the PGlite data; undefined = in-memory. */
  dataDir?: string;
  adminEmail?: string;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  otpExpirySeconds?: number;
  jwtSecret?: string;
  jwtExpirySeconds?: number;
  /** GoTrue's rate limits (defaults: DEFAULT_RATE_LIMITS, the Supabase CLI's); tests may raise them. */
  rateLimits?: Partial<RateLimits>;
  /** Lifetime of a PKCE auth code (GoTrue: 300 s). */
  flowStateExpirySeconds?: number;
  /** Refresh-token reuse interval (Supabase default 10 s). */
  refreshReuseSeconds?: number;
  /** The inbox's flood limits (private.settings); unset ones keep the database's values. */
  inboxLimits?: Partial<InboxLimits>;
  /** Proxies in front of the stand-in whose X-Forwarded-For names the client (default: none). */
  trustedProxies?: readonly string[];
  migrationsDir?: string;
  quiet?: boolean;
  /** Settings for the Edge Functions over the stand-in's own (its URL, keys and mailbox). */
  functionEnv?: Record<string, string>;
  /** Lead e-mails at most per hour (private.settings.notifications_per_hour); unset keeps the database's. */
  notificationsPerHour?: number;
}

export interface StandIn {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The inbox's flood limits in force when it started. */
  inboxLimits: InboxLimits;
  /** DEVELOPMENT AND TESTS ONLY: a statement as the database owner (to look behind the API). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

// From the module's path, not `new URL(…, import.meta.url)`: under jsdom (component tests that
// start a stand-in) the global URL resolves a relative file URL to http:.
export const DEFAULT_MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? DEFAULT_HOST;
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET;
  const log = options.quiet ? () => undefined : (line: string) => console.log(`[supabase-local] ${line}`);
  const trustedProxies = trustedProxiesFrom((options.trustedProxies ?? []).join(','));
  const db = await openDb({
    dataDir: options.dataDir,
    migrationsDir: options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR,
    adminEmail: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    log,
  });
  let inboxLimits: InboxLimits;
  try {
    await applyInboxLimits(db, options.inboxLimits ?? {});
    inboxLimits = await readInboxLimits(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailbox = new Mailbox();
  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  let apiUrl = '';
  const auth: AuthContext = {
    db,
    mailbox,
    jwtSecret,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    issuer: '',
    siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    otpExpirySeconds: options.otpExpirySeconds ?? 3600,
    flowStateExpirySeconds: options.flowStateExpirySeconds ?? 300,
    refreshReuseSeconds: options.refreshReuseSeconds ?? 10,
    rateLimits,
    counters: {
      signIns: new WindowCounter(
        () => rateLimits.signInsSignUps,
        () => rateLimits.windowSeconds * 1000,
      ),
      verifications: new WindowCounter(
        () => rateLimits.tokenVerifications,
        () => rateLimits.windowSeconds * 1000,
      ),
      refreshes: new WindowCounter(
        () => rateLimits.tokenRefresh,
        () => rateLimits.windowSeconds * 1000,
      ),
    },
    trustedProxies,
    apiUrl: () => apiUrl,
    log,
  };
  const rest = { db, jwtSecret, trustedProxies, log };
  const forever = 4102444800; // 2100-01-01
  const anonKey =
    jwtSecret === DEFAULT_JWT_SECRET
      ? DEFAULT_ANON_KEY
      : signJwt({ iss: 'supabase-demo', role: 'anon', exp: forever }, jwtSecret);
  const serviceRoleKey = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: forever }, jwtSecret);
  let functionEnv: FunctionEnv = {};
  const functions = { env: () => functionEnv, log };

  const api = createServer((req: IncomingMessage, res: ServerResponse) => {
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    const done = (error: unknown) => {
      log(`unhandled: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Unexpected failure' });
      else res.destroy();
    };
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in.local');
      const path = url.pathname;
      if (req.method === 'OPTIONS') return sendEmpty(res, 204);
      if (path === '/auth/v1' || path.startsWith('/auth/v1/')) {
        handleAuth(auth, req, res, path.slice('/auth/v1'.length) || '/', url).catch(done);
      } else if (path.startsWith('/rest/v1/rpc/')) {
        handleRpc(rest, req, res, path.slice('/rest/v1/rpc/'.length)).catch(done);
      } else if (path === '/rest/v1' || path.startsWith('/rest/v1/')) {
        handleRest(rest, req, res, path.slice('/rest/v1'.length), url).catch(done);
      } else if (path.startsWith('/storage/v1/')) {
        handleStorage(rest, req, res, path.slice('/storage/v1'.length), url).catch(done);
      } else if (path.startsWith('/functions/v1/')) {
        handleFunction(functions, req, res, path.slice('/functions/v1/'.length), url).catch(done);
      } else if (path === '/' || path === '/health') {
        sendJson(res, 200, { name: 'supabase-local-stand-in', auth: '/auth/v1', rest: '/rest/v1' });
      } else {
        sendAuthError(res, 404, 'not_found', `No route ${req.method ?? ''} ${path}`);
      }
    } catch (error) {
      done(error);
    }
  });
  const mail = createServer((req, res) => {
    handleMail(mailbox, req, res).catch((error: unknown) => {
      log(`mail error: ${String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'unexpected failure' });
    });
  });
  api.on('clientError', (_err, socket) => socket.destroy());
  mail.on('clientError', (_err, socket) => socket.destroy());

  let mailUrl = '';
  try {
    const apiPort = await listen(api, options.apiPort ?? DEFAULT_API_PORT, host);
    const mailPort = await listen(mail, options.mailPort ?? DEFAULT_MAIL_PORT, host);
    apiUrl = `http://${urlHost(host)}:${apiPort}`;
    mailUrl = `http://${urlHost(host)}:${mailPort}`;
    auth.issuer = `${apiUrl}/auth/v1`;
  } catch (error) {
    await Promise.all([close(api), close(mail)]);
    await db.close();
    throw error;
  }
  // The notify function, as a real project's database reaches it: its address and shared secret
  // in private.notifier (see the notifications migration).
  const notifierSecret = await db
    .run(async (pg) => {
      if (
        !(await pg.query(`select to_regclass('private.notifier') as t`)).rows.some(
          (r) => (r as { t: unknown }).t,
        )
      )
        return '';
      await pg.query('update private.notifier set function_url = $1', [`${apiUrl}/functions/v1/notify`]);
      if (options.notificationsPerHour !== undefined) {
        await pg.query('update private.settings set notifications_per_hour = $1', [
          options.notificationsPerHour,
        ]);
      }
      return (
        (await pg.query<{ secret: string }>('select secret from private.notifier')).rows[0]?.secret ?? ''
      );
    })
    .catch((error: unknown) => {
      log(`could not set private.notifier: ${String(error)}`);
      return '';
    });
  functionEnv = {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    // Resend's API, answered by the local mailbox (resend.ts): mail lands at mailUrl.
    RESEND_API_URL: mailUrl,
    RESEND_API_KEY: 're_local_stand_in',
    NOTIFY_FROM: 'Connectia Website <notifications@example.com>',
    NOTIFY_SECRET: notifierSecret,
    SITE_URL: new URL(auth.siteUrl).origin,
    ...options.functionEnv,
  };
  // pg_net's and pg_cron's background workers.
  const net = new PgNetWorker(db, log);
  const cron = new PgCronScheduler(db, log);
  await net.start();
  await cron.start();

  let stopped = false;
  return {
    apiUrl,
    mailUrl,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    inboxLimits,
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await db.run((pg) => pg.query<T>(sql, params))).rows,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cron.stop();
      await net.stop();
      await Promise.all([close(api), close(mail)]);
      await db.close();
    },
  };
}
