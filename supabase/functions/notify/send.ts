/**
 * Sends one e-mail through Resend's HTTP API (`POST /emails`). The Idempotency-Key makes a repeat
 * of the same notification within 24 hours a no-op at Resend, so a run that sent but could not
 * record it does not e-mail the owner twice. Any answer but 2xx is a failure with its message.
 */

import type { Email } from './compose.ts';
import type { NotifyConfig } from './config.ts';

const TIMEOUT_MS = 10_000;

export class SendError extends Error {}

export async function sendEmail(config: NotifyConfig, email: Email, idempotencyKey: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.resendUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.resendKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: config.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SendError(
      `The e-mail service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: unknown; message?: unknown };
  if (!response.ok) {
    const message = typeof answer.message === 'string' ? answer.message : response.statusText;
    throw new SendError(`The e-mail service refused the message (HTTP ${response.status}): ${message}`);
  }
  return typeof answer.id === 'string' ? answer.id : '';
}
