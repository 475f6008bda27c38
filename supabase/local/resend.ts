import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, isRecord, readJson, sendJson } from './http';
import { bearerToken } from './jwt';
import type { Address, Mailbox } from './mail';

/**
 * DEVELOPMENT ONLY: a Resend-compatible `POST /emails` (the subset the notification function uses)
 * that delivers into the local mailbox instead of sending. Like Resend it needs an API key (any
 * non-empty one), answers `{ id }`, refuses a malformed message with 422 `validation_error`, and
 * answers a repeated `Idempotency-Key` with the first answer without delivering again. It is
 * stricter than needed on one point: a line break in any address or the subject is refused, so a
 * header injection can never pass unnoticed in tests. Chaos (chaos.ts) makes it fail on purpose.
 */

const MAX_RECIPIENTS = 50;
const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

class ValidationError extends Error {}

function parseAddress(raw: string, field: string): Address {
  if (/[\r\n\0]/.test(raw)) throw new ValidationError(`The \`${field}\` field must not contain line breaks.`);
  const named = /^\s*(?:"([^"]*)"|([^<>"]*?))\s*<([^<>]+)>\s*$/.exec(raw);
  const name = (named ? (named[1] ?? named[2] ?? '') : '').trim();
  const address = (named ? (named[3] ?? '') : raw).trim();
  if (!ADDRESS.test(address) || address.length > 254) {
    throw new ValidationError(
      `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
    );
  }
  return { Name: name, Address: address };
}

function addressList(value: unknown, field: string, required: boolean): Address[] {
  if (value === undefined || value === null) {
    if (required) throw new ValidationError(`Missing \`${field}\` field.`);
    return [];
  }
  const items = Array.isArray(value) ? value : [value];
  if (!items.every((item): item is string => typeof item === 'string')) {
    throw new ValidationError(`The \`${field}\` field must be a string or an array of strings.`);
  }
  if (required && items.length === 0) throw new ValidationError(`Missing \`${field}\` field.`);
  if (items.length > MAX_RECIPIENTS) throw new ValidationError(`Too many recipients in \`${field}\`.`);
  return items.map((item) => parseAddress(item, field));
}

function optionalText(value: unknown, field: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ValidationError(`The \`${field}\` field must be a string.`);
  return value;
}

const resendError = (res: ServerResponse, status: number, name: string, message: string) =>
  sendJson(res, status, { statusCode: status, name, message });

export async function handleResend(
  mailbox: Mailbox,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
): Promise<void> {
  if (method !== 'POST') return resendError(res, 405, 'method_not_allowed', 'Method not allowed');
  const key = bearerToken(req.headers.authorization);
  if (!key) {
    return resendError(
      res,
      401,
      'missing_api_key',
      'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
    );
  }
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (error) {
    const tooLarge = error instanceof BodyError && error.kind === 'too_large';
    return resendError(res, tooLarge ? 413 : 422, 'validation_error', 'The request body is not valid JSON.');
  }
  if (!isRecord(body))
    return resendError(res, 422, 'validation_error', 'The request body must be an object.');

  let delivery: Parameters<Mailbox['deliver']>[0];
  try {
    if (typeof body.from !== 'string') throw new ValidationError('Missing `from` field.');
    const subject = optionalText(body.subject, 'subject');
    if (!subject) throw new ValidationError('Missing `subject` field.');
    if (/[\r\n\0]/.test(subject))
      throw new ValidationError('The `subject` field must not contain line breaks.');
    const text = optionalText(body.text, 'text');
    const html = optionalText(body.html, 'html');
    if (!text && !html) throw new ValidationError('Missing `html` or `text` field.');
    delivery = {
      from: parseAddress(body.from, 'from'),
      to: addressList(body.to, 'to', true),
      cc: addressList(body.cc, 'cc', false),
      replyTo: addressList(body.reply_to, 'reply_to', false),
      subject,
      text,
      html,
    };
  } catch (error) {
    if (error instanceof ValidationError) return resendError(res, 422, 'validation_error', error.message);
    throw error;
  }

  const idempotencyKey = req.headers['idempotency-key'];
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const seen = mailbox.idempotency;
  if (typeof idempotencyKey === 'string' && idempotencyKey) {
    const earlier = seen.get(idempotencyKey);
    if (earlier && Date.now() - earlier.at < IDEMPOTENCY_MS) {
      if (earlier.fingerprint !== fingerprint) {
        return resendError(
          res,
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        );
      }
      return sendJson(res, 200, { id: earlier.id });
    }
  }

  const failure = mailbox.chaos.fire();
  if (failure) {
    // Mailpit answers the SMTP command with the trigger's code; an HTTP API answers an error status.
    const status = failure.code >= 500 ? 500 : 503;
    return resendError(
      res,
      status,
      'application_error',
      `Chaos: the ${failure.name.toLowerCase()} was refused with ${failure.code}.`,
    );
  }

  const message = mailbox.deliver(delivery);
  if (typeof idempotencyKey === 'string' && idempotencyKey) {
    seen.set(idempotencyKey, { at: Date.now(), fingerprint, id: message.ID });
  }
  sendJson(res, 200, { id: message.ID });
}
