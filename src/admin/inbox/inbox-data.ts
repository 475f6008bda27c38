/** The Inbox's reads and writes through supabase-js; the database's policies let only the admin. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { InboxList } from './inbox-lists';

export type InboxRow = Record<string, unknown>;

const fail = (what: string, error: { message: string }) => new Error(`${what}: ${error.message}`);

export async function fetchRows(client: SupabaseClient, list: InboxList): Promise<InboxRow[]> {
  const { data, error } = await client
    .from(list.table)
    .select('*')
    .order('created_at', { ascending: false })
    .limit(1000);
  if (error) throw fail(`The ${list.label.toLowerCase()} could not be loaded`, error);
  return data as InboxRow[];
}

export async function countNew(client: SupabaseClient, lists: readonly InboxList[]): Promise<number> {
  let total = 0;
  for (const list of lists.filter((item) => item.hasStatus)) {
    const { data, error } = await client.from(list.table).select('id').eq('status', 'new');
    if (error) throw fail('New items could not be counted', error);
    total += data.length;
  }
  return total;
}

export async function markHandled(client: SupabaseClient, list: InboxList, id: unknown): Promise<void> {
  const { error } = await client.from(list.table).update({ status: 'handled' }).eq(list.id, id);
  if (error) throw fail('It could not be marked handled', error);
}

export async function removeRow(client: SupabaseClient, list: InboxList, row: InboxRow): Promise<void> {
  const { error } = await client.from(list.table).delete().eq(list.id, row[list.id]);
  if (error) throw fail('It could not be deleted', error);
  if (typeof row.resume_path === 'string' && row.resume_path) {
    await client.storage.from('resumes').remove([row.resume_path]);
  }
}

/** A link to the resume that works for one minute. */
export async function resumeUrl(client: SupabaseClient, path: string): Promise<string> {
  const { data, error } = await client.storage.from('resumes').createSignedUrl(path, 60, { download: true });
  if (error || !data) throw fail('The resume could not be opened', error ?? { message: 'no link' });
  return data.signedUrl;
}

export interface FailedNotification {
  id: number;
  kind: string;
  last_error: string | null;
  attempts: number;
  next_attempt_at: string | null;
}

/** Notification e-mails whose last attempt failed (the outbox; only the admin reads it). */
export async function fetchFailedNotifications(client: SupabaseClient): Promise<FailedNotification[]> {
  const { data, error } = await client
    .from('notification_outbox')
    .select('id, kind, last_error, attempts, next_attempt_at')
    .eq('status', 'failed')
    .order('id', { ascending: false })
    .limit(100);
  if (error) throw fail('The notifications could not be checked', error);
  return data as FailedNotification[];
}

export interface RetryResult {
  retried: number;
  sent: number;
  failed: number;
  errors: string[];
}

/** Puts the failed notifications back in line and sends them now (the notify function). */
export async function retryNotifications(client: SupabaseClient): Promise<RetryResult> {
  const { data, error } = await client.functions.invoke<RetryResult>('notify', { body: { action: 'retry' } });
  if (error) {
    const context = (error as { context?: unknown }).context;
    const answer =
      context instanceof Response ? ((await context.json().catch(() => ({}))) as { error?: unknown }) : {};
    throw new Error(
      `The notifications could not be retried: ${typeof answer.error === 'string' ? answer.error : error.message}`,
    );
  }
  return data ?? { retried: 0, sent: 0, failed: 0, errors: [] };
}
