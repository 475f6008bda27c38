#!/usr/bin/env node
// The real-PostgreSQL tests (tests/realdb/) run Debian's PostgreSQL through ../shared/realdb.
// Installs the server with apt-get when it is missing and we may (root with apt); otherwise says
// how. Without the shared realdb scripts beside the project those tests skip, and so does this.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const home = resolve(process.env.REALDB_HOME ?? join(process.cwd(), '..', 'shared', 'realdb'));
if (!existsSync(join(home, 'start.sh'))) {
  console.log(`No realdb scripts at ${home}: the real-PostgreSQL tests will be skipped.`);
  process.exit(0);
}

const server = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .map((version) => join(root, version, 'bin', 'postgres'))
    .find((path) => existsSync(path));
};
if (server()) process.exit(0);

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canApt) {
  console.log("PostgreSQL not found; installing Debian's postgresql with apt-get…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
    });
  } catch {
    // fall through to the message below
  }
  if (server()) process.exit(0);
}
console.error(
  [
    'The real-PostgreSQL tests need a PostgreSQL server (/usr/lib/postgresql/*/bin/postgres) and there is none.',
    'Install it with:  sudo apt-get install -y postgresql   (Debian/Ubuntu)',
  ].join('\n'),
);
process.exit(1);
