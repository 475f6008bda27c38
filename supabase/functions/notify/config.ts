/**
 * The notify function's settings, read from its environment: on Supabase the project provides
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, and `supabase secrets set` the
 * rest (README: "Notifications on a real project"); the local stand-in passes its own.
 */

export type FunctionEnv = Readonly<Record<string, string | undefined>>;

export interface NotifyConfig {
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  /** Resend's API, or anything that speaks its `POST /emails` (the stand-in's mailbox). */
  resendUrl: string;
  resendKey: string;
  /** The sender, `Name <address>` on a domain the e-mail provider has verified. */
  from: string;
  /** Shared with the database (private.notifier.secret): only it may ask for a run. */
  secret: string;
  /** The public site's origin, for the links to the admin Inbox. */
  siteUrl: string;
}

export class ConfigError extends Error {}

const REQUIRED = {
  supabaseUrl: 'SUPABASE_URL',
  anonKey: 'SUPABASE_ANON_KEY',
  serviceKey: 'SUPABASE_SERVICE_ROLE_KEY',
  resendKey: 'RESEND_API_KEY',
  from: 'NOTIFY_FROM',
  secret: 'NOTIFY_SECRET',
  siteUrl: 'SITE_URL',
} as const;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function readConfig(env: FunctionEnv): NotifyConfig {
  const missing = Object.values(REQUIRED).filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new ConfigError(`The notify function is missing the setting(s) ${missing.join(', ')}.`);
  const value = (name: string) => (env[name] ?? '').trim();
  const siteUrl = trimSlash(value('SITE_URL'));
  if (!/^https?:\/\/[^/\s?#]+$/i.test(siteUrl))
    throw new ConfigError('SITE_URL must be an origin such as https://www.example.com.');
  return {
    supabaseUrl: trimSlash(value('SUPABASE_URL')),
    anonKey: value('SUPABASE_ANON_KEY'),
    serviceKey: value('SUPABASE_SERVICE_ROLE_KEY'),
    resendUrl: trimSlash(value('RESEND_API_URL') || 'https://api.resend.com'),
    resendKey: value('RESEND_API_KEY'),
    from: value('NOTIFY_FROM'),
    secret: value('NOTIFY_SECRET'),
    siteUrl,
  };
}
