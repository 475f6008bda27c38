/**
 * Sends a public form's row to its table through the REST endpoint with a plain fetch (no
 * supabase-js on public pages), and a resume to the private `resumes` bucket. Every failure comes
 * back as a message that says what to do; the caller keeps the typed text in the form.
 */
import type { BackendAddress } from '@/app/backend';
import { FALLBACK_EMAIL } from './fallback-email';

/** The site's backend; undefined on a static site built without one (src/app/backend.ts). */
export type Backend = BackendAddress | undefined;

export type DeliveryFailure = 'not-set-up' | 'offline' | 'rate-limited' | 'refused' | 'unavailable';

export type Delivery =
  | { ok: true; duplicate: boolean }
  | { ok: false; failure: DeliveryFailure; message: string };

export const DELIVERY_MESSAGES: Record<DeliveryFailure, string> = {
  'not-set-up': `Sending messages is not set up on this website yet, so nothing was sent. Please email us at ${FALLBACK_EMAIL}: everything you typed is still here.`,
  offline:
    'We could not reach our server, so nothing was sent. Check your internet connection and press send again: everything you typed is still here.',
  'rate-limited': `You have sent several messages from this address in the last hour, so this one was not accepted. Please try again later, or email us at ${FALLBACK_EMAIL}.`,
  refused: `Our server did not accept this form. Please check what you entered and try again, or email us at ${FALLBACK_EMAIL}.`,
  unavailable: `Something went wrong on our side and nothing was sent. Please try again in a moment, or email us at ${FALLBACK_EMAIL}.`,
};

const fail = (failure: DeliveryFailure): Delivery => ({
  ok: false,
  failure,
  message: DELIVERY_MESSAGES[failure],
});

const base = (backend: BackendAddress) => backend.supabaseUrl.replace(/\/+$/, '');
const authHeaders = (backend: BackendAddress) => ({
  apikey: backend.anonKey,
  Authorization: `Bearer ${backend.anonKey}`,
});

/**
 * A rate limit's refusal in the database's own words, which say when to try again (SQLSTATE PT429,
 * docs/decisions/012-flood-limits.md), followed by what else the visitor can do. The words come
 * from our own backend and are shown as text; without them the general message stands in.
 */
async function rateLimitMessage(response: Response): Promise<string> {
  let said: unknown;
  try {
    said = ((await response.json()) as { message?: unknown } | null)?.message;
  } catch {
    said = undefined;
  }
  if (typeof said !== 'string' || said.trim() === '' || said.length > 400)
    return DELIVERY_MESSAGES['rate-limited'];
  return `${said.trim()} Everything you typed is still here; if it cannot wait, email us at ${FALLBACK_EMAIL}.`;
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
 * Inserts one row. `duplicateIsSuccess`: a unique-key conflict (409) means the row is already
 * there — the newsletter's "already subscribed".
 */
export async function insertRow(
  backend: Backend,
  table: 'inquiries' | 'job_applications' | 'newsletter_subscribers',
  row: Record<string, unknown>,
  options: { duplicateIsSuccess?: boolean; fetch?: typeof fetch } = {},
): Promise<Delivery> {
  const doFetch = options.fetch ?? fetch;
  const response = await send(backend, (to) =>
    doFetch(`${base(to)}/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...authHeaders(to), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(row),
    }),
  );
  if (typeof response === 'string') return fail(response);
  if (response.ok) return { ok: true, duplicate: false };
  if (response.status === 409 && options.duplicateIsSuccess) return { ok: true, duplicate: true };
  if (response.status === 429)
    return { ok: false, failure: 'rate-limited', message: await rateLimitMessage(response) };
  return fail(failureOf(response.status));
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
  if (typeof response === 'string') return fail(response) as Extract<Delivery, { ok: false }>;
  if (response.ok) return { ok: true, path };
  return fail(failureOf(response.status)) as Extract<Delivery, { ok: false }>;
}
