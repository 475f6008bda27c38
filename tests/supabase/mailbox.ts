/** Reading the stand-in's mailbox (its Mailpit-like API) in tests that expect e-mails. */
import type { StandIn } from '../../supabase/local/server';

export interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  ReplyTo: { Address: string }[];
}

export interface Mail extends MailSummary {
  From: { Name: string; Address: string };
  Text: string;
  HTML: string;
}

export async function mails(standIn: StandIn): Promise<MailSummary[]> {
  const response = await fetch(`${standIn.mailUrl}/api/v1/messages?limit=500`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

export async function mail(standIn: StandIn, id: string): Promise<Mail> {
  return (await (await fetch(`${standIn.mailUrl}/api/v1/message/${encodeURIComponent(id)}`)).json()) as Mail;
}

/** Subjects of the messages whose subject matches, newest first. */
export async function subjects(standIn: StandIn, pattern: RegExp): Promise<string[]> {
  return (await mails(standIn)).map((m) => m.Subject).filter((subject) => pattern.test(subject));
}

/** Switches the e-mail API's chaos on (every send fails with 451) or off. */
export async function emailApiFails(standIn: StandIn, failing: boolean): Promise<void> {
  await fetch(`${standIn.mailUrl}/api/v1/chaos`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(failing ? { Sender: { ErrorCode: 451, Probability: 100 } } : {}),
  });
}
