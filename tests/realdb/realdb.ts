/**
 * The realdb tests' side of tests/realdb/global-setup.ts: waits for the run's real PostgreSQL and
 * connects to it the way PostgREST does, as the role `authenticator` that switches to anon or
 * authenticated per transaction.
 */
import { createConnection } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';

export interface RealdbStart {
  /** start.sh's exit status: 0 running with every migration applied. */
  exitCode: number;
  /** Everything start.sh printed. */
  log: string;
  seconds: number;
  /** The socket folder (PGHOST), the port and the folder stop.sh removes. */
  host?: string;
  port?: number;
  dir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    realdb: { skip: string } | { readyPort: number };
  }
}

/** Why the real-PostgreSQL tests do not run here, or undefined when they do. */
export const skipReason = (): string | undefined => {
  const provided = inject('realdb');
  return 'skip' in provided ? provided.skip : undefined;
};

let started: Promise<RealdbStart> | undefined;

/** start.sh's result, once it has finished (it runs while other test files do). */
export function realdb(): Promise<RealdbStart> {
  started ??= new Promise((done, fail) => {
    const provided = inject('realdb');
    if ('skip' in provided) return fail(new Error(provided.skip));
    const socket = createConnection(provided.readyPort, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', fail);
    socket.on('end', () => {
      try {
        done(JSON.parse(text) as RealdbStart);
      } catch (error) {
        fail(error);
      }
    });
  });
  return started;
}

/** A pool on the running server as `user` (authenticator for API requests, supabase_admin to set up). */
export async function connect(user: 'authenticator' | 'supabase_admin', max = 10): Promise<pg.Pool> {
  const started = await realdb();
  if (started.exitCode !== 0 || !started.host || !started.port) {
    throw new Error(`realdb did not start (exit ${started.exitCode}):\n${started.log.slice(-3000)}`);
  }
  return new pg.Pool({ host: started.host, port: started.port, user, database: 'postgres', max });
}

export interface ApiRequest {
  role: 'anon' | 'authenticated';
  claims: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * Opens a transaction on `client` as PostgREST does for a request: begin, `set local role`, and
 * the claims, method, path and headers in the request settings.
 */
export async function beginRequest(client: pg.ClientBase, request: ApiRequest, path: string): Promise<void> {
  await client.query('begin');
  await client.query(`set local role ${request.role}`);
  await client.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true),
            set_config('request.path', $2, true), set_config('request.headers', $3, true)`,
    [JSON.stringify(request.claims), path, JSON.stringify(request.headers)],
  );
}

/** How long the first realdb test waits for start.sh (seconds on a quiet machine, more on a busy one). */
export const START_TIMEOUT = 240_000;
