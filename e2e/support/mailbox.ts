/**
 * The stand-in's mailbox as a test reads it (Mailpit-like API at E2E_MAIL_URL): the owner's
 * notification e-mails, found by a text only this test put in their subject, and the e-mail
 * API's chaos switch (Mailpit's), which makes every send fail until it is switched off.
 */
const mailUrl = () => {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (playwright.config.ts sets it).');
  return url;
};

export interface MailMessage {
  ID: string;
  Subject: string;
  Created: string;
  To: { Address: string }[];
  ReplyTo: { Address: string }[];
  Text: string;
  HTML: string;
}

/** The newest message whose subject contains `text`, or undefined (no waiting: poll it). */
export async function messageWithSubject(text: string): Promise<MailMessage | undefined> {
  const list = (await (await fetch(`${mailUrl()}/api/v1/messages?limit=500`)).json()) as {
    messages: { ID: string; Subject: string }[];
  };
  const found = list.messages.find((message) => message.Subject.includes(text));
  if (!found) return undefined;
  return (await (
    await fetch(`${mailUrl()}/api/v1/message/${encodeURIComponent(found.ID)}`)
  ).json()) as MailMessage;
}

/** How many messages have a subject containing `text`. */
export async function countWithSubject(text: string): Promise<number> {
  const list = (await (await fetch(`${mailUrl()}/api/v1/messages?limit=500`)).json()) as {
    messages: { Subject: string }[];
  };
  return list.messages.filter((message) => message.Subject.includes(text)).length;
}

/** Makes the e-mail API refuse every send (451, as a provider that is down) or work again. */
export async function emailApiFails(failing: boolean): Promise<void> {
  const response = await fetch(`${mailUrl()}/api/v1/chaos`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(failing ? { Sender: { ErrorCode: 451, Probability: 100 } } : {}),
  });
  if (!response.ok) throw new Error(`chaos: HTTP ${response.status}`);
}
