import type { Db } from './db';

/**
 * DEVELOPMENT ONLY: pg_net for PGlite, which cannot load the extension. The SQL half is pg_net's
 * public interface as its extension script declares it (`net.http_post`, `net.http_get`, the
 * `net.http_request_queue` a request waits in, the `net._http_response` its answer lands in, and
 * `net.wake()`), so the project's migrations call the same functions as on a real project. The
 * Node half is the background worker: woken by a notification that Postgres delivers only when
 * the requesting transaction commits (so, as with pg_net, a rolled-back request is never made),
 * it takes the queued requests, performs them with fetch and stores each answer.
 */
export const PG_NET_SQL = `
create schema if not exists net;
revoke all on schema net from public;
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null,
  -- The stand-in's own: pg_net encodes params into the url in C; the worker does it here.
  params jsonb not null default '{}'
);
create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created on net._http_response (created);

create or replace function net.wake() returns void language sql
as $$ select pg_notify('pg_net_wake', '') $$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language plpgsql
as $$
declare
  request_id bigint;
  content_type text;
begin
  select value into content_type from jsonb_each_text(coalesce(headers, '{}'::jsonb))
   where lower(key) = 'content-type' limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds, params)
    values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds, coalesce(params, '{}'))
    returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds, params)
    values ('GET', url, headers, timeout_milliseconds, coalesce(params, '{}'))
    returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;
`;

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
  params: Record<string, string>;
}

/** pg_net keeps answers for 6 hours (its `ttl` setting). */
const RESPONSE_TTL = '6 hours';
const BATCH = 20;

export class PgNetWorker {
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.run((pg) => pg.listen('pg_net_wake', () => this.wake()));
    this.wake(); // requests queued before a restart (a persistent data directory)
  }

  /** Drains the queue; a wake-up during a drain makes it look again when done. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log(`pg_net worker: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const taken = await this.db.run((pg) =>
        pg.query<QueuedRequest>(
          `delete from net.http_request_queue where id in (
             select id from net.http_request_queue order by id limit ${BATCH})
           returning id::text, method, url, headers, body, timeout_milliseconds, params`,
        ),
      );
      if (taken.rows.length === 0) return;
      for (const request of taken.rows) {
        // Requests run side by side, as pg_net's curl multi-handle runs them.
        const done: Promise<void> = this.perform(request).finally(() => this.inFlight.delete(done));
        this.inFlight.add(done);
      }
    }
  }

  private async perform(request: QueuedRequest): Promise<void> {
    let answer: {
      status: number | null;
      contentType: string | null;
      headers: Record<string, string> | null;
      content: string | null;
      timedOut: boolean;
      error: string | null;
    };
    try {
      const url = new URL(request.url);
      for (const [key, value] of Object.entries(request.params ?? {}))
        url.searchParams.append(key, String(value));
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers ?? {},
        body: request.method === 'GET' || !request.body ? undefined : Buffer.from(request.body),
        signal: AbortSignal.any([AbortSignal.timeout(request.timeout_milliseconds), this.abort.signal]),
      });
      answer = {
        status: response.status,
        contentType: response.headers.get('content-type'),
        headers: Object.fromEntries(response.headers),
        content: await response.text(),
        timedOut: false,
        error: null,
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      answer = {
        status: null,
        contentType: null,
        headers: null,
        content: null,
        timedOut,
        error: timedOut
          ? `Timeout of ${request.timeout_milliseconds} ms reached`
          : `${error instanceof Error ? error.message : String(error)}${cause}`,
      };
    }
    if (this.stopped) return;
    await this.db
      .run(async (pg) => {
        await pg.query(
          `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            request.id,
            answer.status,
            answer.contentType,
            answer.headers ? JSON.stringify(answer.headers) : null,
            answer.content,
            answer.timedOut,
            answer.error,
          ],
        );
        await pg.query(`delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`);
      })
      .catch((error: unknown) => this.log(`pg_net worker could not store an answer: ${String(error)}`));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.unlisten?.().catch(() => undefined);
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }
}
