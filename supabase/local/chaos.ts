import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, isRecord, readJson, sendJson } from './http';

/**
 * DEVELOPMENT ONLY: makes sends through the e-mail API fail, for tests of what happens when the
 * provider is down. The API is Mailpit's chaos API (`GET` / `PUT /api/v1/chaos`, triggers
 * `Authentication`, `Sender`, `Recipient`, each `{ ErrorCode, Probability }`; a PUT replaces all
 * three, so an empty body switches chaos off). Mailpit fails the SMTP conversation with ErrorCode;
 * here the HTTP e-mail API answers an error instead (resend.ts).
 */

export interface ChaosTrigger {
  ErrorCode: number;
  /** 0-100: the chance in percent that a send fails. */
  Probability: number;
}

const TRIGGERS = ['Authentication', 'Sender', 'Recipient'] as const;
export type TriggerName = (typeof TRIGGERS)[number];

const OFF: ChaosTrigger = { ErrorCode: 451, Probability: 0 };

export class Chaos {
  private triggers: Record<TriggerName, ChaosTrigger> = {
    Authentication: OFF,
    Sender: OFF,
    Recipient: OFF,
  };

  get(): Record<TriggerName, ChaosTrigger> {
    return { ...this.triggers };
  }

  set(next: Partial<Record<TriggerName, ChaosTrigger>>): void {
    this.triggers = {
      Authentication: next.Authentication ?? OFF,
      Sender: next.Sender ?? OFF,
      Recipient: next.Recipient ?? OFF,
    };
  }

  /** The trigger that fires for this send (in the order an SMTP conversation meets them), if any. */
  fire(random: () => number = Math.random): { name: TriggerName; code: number } | undefined {
    for (const name of TRIGGERS) {
      const trigger = this.triggers[name];
      if (trigger.Probability > 0 && random() * 100 < trigger.Probability) {
        return { name, code: trigger.ErrorCode };
      }
    }
    return undefined;
  }
}

function parseTrigger(value: unknown): ChaosTrigger | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return 'a trigger must be an object';
  const code = value.ErrorCode ?? 451;
  const probability = value.Probability ?? 0;
  if (typeof code !== 'number' || !Number.isInteger(code) || code < 400 || code > 599)
    return 'ErrorCode must be an integer from 400 to 599';
  if (typeof probability !== 'number' || probability < 0 || probability > 100)
    return 'Probability must be a number from 0 to 100';
  return { ErrorCode: code, Probability: probability };
}

export async function handleChaos(
  chaos: Chaos,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  cors: Record<string, string>,
): Promise<void> {
  if (method === 'GET') {
    sendJson(res, 200, chaos.get(), cors);
    return;
  }
  if (method !== 'PUT') {
    sendJson(res, 405, { error: 'method not allowed' }, cors);
    return;
  }
  let body: unknown;
  try {
    body = (await readJson(req)) ?? {};
  } catch (error) {
    sendJson(res, 400, { error: error instanceof BodyError ? error.message : 'invalid body' }, cors);
    return;
  }
  if (!isRecord(body)) {
    sendJson(res, 400, { error: 'expected an object' }, cors);
    return;
  }
  const next: Partial<Record<TriggerName, ChaosTrigger>> = {};
  for (const name of TRIGGERS) {
    const parsed = parseTrigger(body[name]);
    if (typeof parsed === 'string') {
      sendJson(res, 400, { error: `${name}: ${parsed}` }, cors);
      return;
    }
    if (parsed) next[name] = parsed;
  }
  chaos.set(next);
  sendJson(res, 200, chaos.get(), cors);
}
