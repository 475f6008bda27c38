/**
 * Sends a public form's row to its table through the REST endpoint with a plain fetch (no
 * supabase-js on public pages), and a resume to the private `resumes` bucket. Every row says the
 * language of the page it was sent from, so the owner knows which language to answer in, and where
 * the visit that sent it began (src/visits/visit-origin.ts). Every
 * failure comes back as a message that says what to do; the caller keeps the typed text in the form.
 */
import type { BackendAddress } from '@/app/backend';
import type { FormMessages } from '@/app/site-text';
import type { Locale } from '@/schema-kit/locales';
import { fill } from '@/schema-kit/template';
import { leadOrigin } from '@/visits/visit-origin';

/** The site's backend; undefined on a static site built without one (src/app/backend.ts). */
export type Backend = BackendAddress | undefined;

export type DeliveryFailure = 'not-set-up' | 'offline' | 'rate-limited' | 'refused' | 'unavailable';

export type Delivery =
  | { ok: true; duplicate: boolean }
  | { ok: false; failure: DeliveryFailure; message: string };

/** What a visitor is told for each failure, and after the database's own words on a rate limit. */
export type DeliveryMessages = Readonly<Record<DeliveryFailure, string>> & {
  /** Follows the database's sentence saying when to try again. */
  limited: (said: string) => string;
};

/** Site Text's failure messages, with `email` as the address visitors can write to instead. */
export function deliveryMessages(said: FormMessages, email: string): DeliveryMessages {
  return {
    'not-set-up': fill(said.notSetUp, { email }),
    offline: said.offline,
    'rate-limited': fill(said.rateLimited, { email }),
    refused: fill(said.refused, { email }),
    unavailable: fill(said.unavailable, { email }),
    limited: (limit) => fill(said.rateLimitedUntil, { limit, email }),
  };
}

const fail = (failure: DeliveryFailure, messages: DeliveryMessages): Delivery => ({
  ok: false,
  failure,
  message: messages[failure],
});

const base = (backend: BackendAddress) => backend.supabaseUrl.replace(/\/+$/, '');
const authHeaders = (backend: BackendAddress) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
});

/** The language the database words its refusals in. */
const DATABASE_LOCALE: Locale = 'en';

/**
 * A rate limit's refusal in the database's own words, which say when to try again (SQLSTATE PT429,
 * docs/decisions/012-flood-limits.md), followed by what else the visitor can do. The words come
 * from our own backend and are shown as text; without them, or on a page in another language than
 * theirs, the general message (Site Text's, in the page's language) stands in.
 */
async function rateLimitMessage(
  response: Response,
  messages: DeliveryMessages,
  locale: Locale,
): Promise<string> {
  if (locale !== DATABASE_LOCALE) return messages['rate-limited'];
  let said: unknown;
  try {
    said = ((await response.json()) as { message?: unknown } | null)?.message;
  } catch {
    said = undefined;
  }
  if (typeof said !== 'string' || said.trim() === '' || said.length > 400) return messages['rate-limited'];
  return messages.limited(said.trim());
}

function failureOf(status: number): DeliveryFailure {
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'refused';
  return 'unavailable';
}

async function send(
  backend: Backend,
  request: (backend: BackendAddress) => Promise<Response>,
): Promise<Response | DeliveryFailure> {
  if (!backend) return 'not-set-up'; // a static site: nothing is sent anywhere
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    return await request(backend);
  } catch {
    return 'offline'; // fetch rejects only when no answer came at all
  }
}

/**
 * Inserts one row, marked with `locale`, the language of the page it was sent from.
 * `duplicateIsSuccess`: a unique-key conflict (409) means the row is already there — the
 * newsletter's "already subscribed".
 */
export async function insertRow(
  backend: Backend,
  table: 'inquiries' | 'job_applications' | 'newsletter_subscribers',
  row: Record<string, unknown>,
  locale: Locale,
  messages: DeliveryMessages,
  options: { duplicateIsSuccess?: boolean; fetch?: typeof fetch } = {},
): Promise<Delivery> {
  const doFetch = options.fetch ?? fetch;
  const response = await send(backend, (to) =>
    doFetch(`${base(to)}/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...authHeaders(to), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ ...row, ...leadOrigin(), locale }),
    }),
  );
  if (typeof response === 'string') return fail(response, messages);
  if (response.ok) return { ok: true, duplicate: false };
  if (response.status === 409 && options.duplicateIsSuccess) return { ok: true, duplicate: true };
  if (response.status === 429)
    return {
      ok: false,
      failure: 'rate-limited',
      message: await rateLimitMessage(response, messages, locale),
    };
  return fail(failureOf(response.status), messages);
}

/** A file name safe as the last part of a storage path: letters, digits, dot, dash, underscore. */
export const safeFileName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-120) || 'resume';

export const RESUME_BUCKET = 'resumes';

/** Uploads a resume under a fresh folder; the path goes into job_applications.resume_path. */
export async function uploadResume(
  backend: Backend,
  file: File,
  messages: DeliveryMessages,
  options: { fetch?: typeof fetch } = {},
): Promise<{ ok: true; path: string } | Extract<Delivery, { ok: false }>> {
  const doFetch = options.fetch ?? fetch;
  const path = `${crypto.randomUUID()}/${safeFileName(file.name)}`;
  const response = await send(backend, (to) =>
    doFetch(`${base(to)}/storage/v1/object/${RESUME_BUCKET}/${path}`, {
      method: 'POST',
      headers: {
        ...authHeaders(to),
        'Content-Type': file.type || 'application/octet-stream',
        'x-upsert': 'false',
      },
      body: file,
    }),
  );
  if (typeof response === 'string') return fail(response, messages) as Extract<Delivery, { ok: false }>;
  if (response.ok) return { ok: true, path };
  return fail(failureOf(response.status), messages) as Extract<Delivery, { ok: false }>;
}
