/**
 * The row-level-security cases of tests/db/rls-cases.ts on PGlite, the stand-in's database (the
 * same cases run on a real PostgreSQL in tests/realdb/rls.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../supabase/local/db';
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/server';
import { ADMIN, FIXTURE_SQL, type Query, RLS_CASES, runCase } from '../db/rls-cases';
import { STARTUP_TIMEOUT } from './helpers';

describe('row-level security on PGlite', () => {
  let db: Db | undefined;
  const query: Query = (sql, params) => {
    if (!db) throw new Error('The database has not opened.');
    return db.run((pg) => pg.query(sql, params));
  };
  beforeAll(async () => {
    db = await openDb({ migrationsDir: DEFAULT_MIGRATIONS_DIR, adminEmail: ADMIN.email });
    await db.run((pg) => pg.exec(FIXTURE_SQL));
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await db?.close();
  });

  for (const c of RLS_CASES) {
    it(`${c.rule} (as ${c.as})`, async () => {
      expect(await runCase(query, c)).toEqual(c.expect);
    });
  }
});
