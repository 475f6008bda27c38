/**
 * The migrations apply on a real PostgreSQL with Supabase's own bootstrap, as the
 * non-superuser role `postgres` of a hosted project, one transaction per file (start.sh).
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, type RealdbStart, realdb, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

describe.skipIf(skip)('the migrations on a real PostgreSQL', () => {
  let started: RealdbStart;
  beforeAll(async () => {
    started = await realdb();
  }, START_TIMEOUT);

  it('every migration applies as the non-superuser postgres role (start.sh exits 0)', async () => {
    expect(started.exitCode, started.log.slice(-3000)).toBe(0);
    const files = readdirSync('supabase/migrations')
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files) expect(started.log).toContain(`applied  ${file}`);

    const admin = await connect('supabase_admin', 1);
    try {
      const postgres = await admin.query(`select rolsuper from pg_roles where rolname = 'postgres'`);
      expect(postgres.rows).toEqual([{ rolsuper: false }]);
      const recorded = await admin.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((row) => row.version)).toEqual(files.map((file) => file.split('_')[0]));
      // The limits run as their owner, postgres, not as a superuser.
      const owner = await admin.query(
        `select proowner::regrole::text as owner from pg_proc where oid = 'private.inbox_rate_limit'::regproc`,
      );
      expect(owner.rows).toEqual([{ owner: 'postgres' }]);
    } finally {
      await admin.end();
    }
  });
});
