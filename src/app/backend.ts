/**
 * Where the site's Supabase project is, read from Vite's env at build time: used by the admin's
 * sign-in, by public forms when they send, and by pages reading published settings. Without
 * VITE_SUPABASE_URL the build points at the local stand-in (`npm start`), says so loudly while
 * building (vite.config.ts) and the admin login page shows it.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

const env = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const configuredUrl = env('VITE_SUPABASE_URL');

export const backend = {
  supabaseUrl: configuredUrl ?? LOCAL_SUPABASE_URL,
  // The stand-in's public demo key (supabase/local/defaults.ts), put in by vite.config.ts.
  anonKey: env('VITE_SUPABASE_ANON_KEY') ?? __LOCAL_ANON_KEY__,
  /** True when no project was configured: this build talks to a local development backend. */
  isLocalDevelopment: configuredUrl === undefined,
} as const;
