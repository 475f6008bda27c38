/**
 * Where the site's Supabase project is, read from Vite's env at build time: used by the admin's
 * sign-in, by public forms when they send, and by pages reading published settings.
 *
 * Without VITE_SUPABASE_URL a build points at the local stand-in (`npm start`), says so loudly
 * while building (vite.config.ts) and the admin login page shows it. Such a build uses that
 * loopback address only where it means this machine: while building, and in a page served from
 * loopback (the dev server, `npm run preview`, tests). Served from any other host it is a static
 * site with no backend: nothing calls a visitor's own machine, and forms say sending is not set up.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** A Supabase project's address and public anon key. */
export interface BackendAddress {
  supabaseUrl: string;
  anonKey: string;
}

const env = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that always mean the machine itself. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The backend a page talks to: the configured project; else, without one, the local stand-in for
 * the build (no page host) and for pages served from loopback; else none.
 */
export function resolveBackend(
  configuredUrl: string | undefined,
  anonKey: string,
  pageHostname: string | undefined,
): BackendAddress | undefined {
  if (configuredUrl) return { supabaseUrl: configuredUrl, anonKey };
  if (pageHostname === undefined || isLoopbackHost(pageHostname)) {
    return { supabaseUrl: LOCAL_SUPABASE_URL, anonKey };
  }
  return undefined;
}

const configuredUrl = env('VITE_SUPABASE_URL');

/** This page's backend, or undefined for a static site built without one and served from a real host. */
export const backend: BackendAddress | undefined = resolveBackend(
  configuredUrl,
  // The stand-in's public demo key (supabase/local/defaults.ts), put in by vite.config.ts.
  env('VITE_SUPABASE_ANON_KEY') ?? __LOCAL_ANON_KEY__,
  typeof window === 'undefined' ? undefined : window.location.hostname,
);

/** True when no project was configured: this build talks to a local development backend, if any. */
export const isLocalDevelopmentBackend = configuredUrl === undefined;
