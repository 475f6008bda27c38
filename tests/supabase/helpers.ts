import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import type { StandIn } from '../../supabase/local/server';

/** Shared helpers for the stand-in tests: a client configured exactly as the app's, mailbox access. */

export const SITE_URL = 'http://127.0.0.1:5173';
export const ADMIN_EMAIL = 'admin@example.com';
/**
 * Starting PGlite + migrations takes 15-20 s on a quiet machine and passed a minute on a busy one:
 * start-up, not a test's time.
 */
export const STARTUP_TIMEOUT = 180_000;

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

/** Node 20 has no WebSocket; realtime is not used by the app nor provided by the stand-in. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not provided by the local stand-in');
  }
}

export function appClient(
  standIn: StandIn,
  options: { key?: string; flowType?: 'pkce' | 'implicit' } = {},
): SupabaseClient {
  return createClient(standIn.apiUrl, options.key ?? standIn.anonKey, {
    auth: {
      flowType: options.flowType ?? 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memoryStorage(),
    },
    realtime: { transport: NoRealtime as never },
  });
}

interface MessageSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** Auth's subject: notification e-mails to the same address are never taken for sign-in links. */
export const MAGIC_LINK_SUBJECT = 'Your Magic Link';

/** The magic link of the newest sign-in message to `email`, read through the Mailpit-like API. */
export async function latestLink(standIn: StandIn, email: string): Promise<string> {
  const list = (await (await fetch(`${standIn.mailUrl}/api/v1/messages?limit=500`)).json()) as {
    messages: MessageSummary[];
  };
  const summary = list.messages.find(
    (m) => m.Subject === MAGIC_LINK_SUBJECT && m.To.some((t) => t.Address === email),
  );
  if (!summary) throw new Error(`no mail for ${email}`);
  const message = (await (await fetch(`${standIn.mailUrl}/api/v1/message/${summary.ID}`)).json()) as {
    Text: string;
  };
  const match = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text);
  if (!match?.[1]) throw new Error('no link in mail');
  return match[1];
}

/** Opens a link like a browser would, without following the redirect; returns the Location. */
export async function follow(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`no Location (status ${res.status})`);
  return { status: res.status, location: new URL(location) };
}

/** Full magic-link sign-in as the app does it (PKCE). */
export async function signIn(
  standIn: StandIn,
  email: string,
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = appClient(standIn);
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: true, emailRedirectTo: `${SITE_URL}/admin` },
  });
  if (error) throw error;
  const { location } = await follow(await latestLink(standIn, email));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.href}`);
  const exchanged = await client.auth.exchangeCodeForSession(code);
  if (exchanged.error || !exchanged.data.session) throw exchanged.error ?? new Error('no session');
  return { client, session: exchanged.data.session };
}

/** What the app does after sign-in. Returns the errors it would log. */
export async function appEnsureProfile(client: SupabaseClient, session: Session, adminEmail = ADMIN_EMAIL) {
  const user = session.user;
  const isAdmin = (user.email ?? '').trim().toLowerCase() === adminEmail;
  const found = await client.from('profiles').select('*').eq('id', user.id).maybeSingle();
  if (found.error) return { step: 'select', error: found.error };
  if (!found.data) {
    const inserted = await client
      .from('profiles')
      .insert({ id: user.id, email: user.email, role: isAdmin ? 'admin' : 'user' });
    return { step: 'insert', error: inserted.error };
  }
  if (isAdmin && found.data.role !== 'admin') {
    const updated = await client.from('profiles').update({ role: 'admin' }).eq('id', user.id);
    return { step: 'update', error: updated.error };
  }
  return { step: 'none', error: null };
}

/**
 * The suite signs the same addresses in many times a minute: the stand-in's GoTrue rate limits
 * (tested on their own in hardening.test.ts) are raised out of the way.
 */
export const RAISED_LIMITS = {
  emailCooldownSeconds: 0,
  signInsSignUps: 100_000,
  tokenVerifications: 100_000,
  tokenRefresh: 100_000,
};
