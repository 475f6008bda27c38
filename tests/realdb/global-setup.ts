/**
 * One throwaway real PostgreSQL for the whole test run (tests/realdb/*.test.ts): Debian's
 * PostgreSQL with Supabase's own bootstrap and this project's migrations, started by
 * ../shared/realdb/start.sh (its README) and stopped by stop.sh after the run.
 *
 * Start-up takes seconds to half a minute on a busy machine, so it runs in the background while
 * the other test files run (the realdb project runs last, vitest.config.ts); the realdb tests ask
 * a small local server for the result, which answers once start.sh has finished.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RealdbStart } from './realdb';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/** Where start.sh and stop.sh are: REALDB_HOME, or ../shared/realdb beside the project. */
const realdbHome = () => resolve(process.env.REALDB_HOME ?? join(PROJECT_ROOT, '..', 'shared', 'realdb'));

/** REALDB_PORT, or a free one (the server listens on its own socket folder, named by the port). */
function port(): Promise<number> {
  const fixed = Number(process.env.REALDB_PORT);
  if (Number.isInteger(fixed) && fixed > 0) return Promise.resolve(fixed);
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

function start(home: string, pgPort: number): { child: ChildProcess; finished: Promise<RealdbStart> } {
  const began = Date.now();
  const child = spawn(join(home, 'start.sh'), [], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PROJECT: PROJECT_ROOT, REALDB_PORT: String(pgPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const finished = new Promise<RealdbStart>((done) => {
    child.on('error', (error) => done({ exitCode: -1, log: `${log}\n${error.message}`, seconds: 0 }));
    child.on('close', (code) => {
      const value = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(log)?.[1];
      done({
        exitCode: code ?? -1,
        log,
        seconds: (Date.now() - began) / 1000,
        host: value('PGHOST'),
        port: Number(value('PGPORT')) || undefined,
        dir: value('REALDB_DIR'),
      });
    });
  });
  return { child, finished };
}

function stop(home: string, dir: string): Promise<void> {
  return new Promise((done) => {
    execFile(join(home, 'stop.sh'), [dir], () => done());
  });
}

/** Answers each connection with the start-up result, once there is one. */
function announce(finished: Promise<RealdbStart>): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    void finished.then((result) => socket.end(JSON.stringify(result)));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) done({ server, port: address.port });
      else fail(new Error('no port'));
    });
  });
}

export default async function setup(project: TestProject) {
  const home = realdbHome();
  if (!existsSync(join(home, 'start.sh'))) {
    const reason = `no ${join(home, 'start.sh')} (the shared realdb scripts beside this project; set REALDB_HOME to use others)`;
    console.warn(`[realdb] the real-PostgreSQL tests are skipped: ${reason}`);
    project.provide('realdb', { skip: reason });
    return;
  }
  const { child, finished } = start(home, await port());
  const { server, port: readyPort } = await announce(finished);
  project.provide('realdb', { readyPort });

  return async () => {
    server.close();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM'); // start.sh cleans up
    const result = await finished;
    if (result.exitCode === 0 && result.dir) await stop(home, result.dir);
  };
}
