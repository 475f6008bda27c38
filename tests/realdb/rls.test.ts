/**
 * The row-level-security cases of tests/db/rls-cases.ts on a real PostgreSQL with Supabase's
 * bootstrap, through the role `authenticator` as PostgREST connects (the same cases run on PGlite
 * in tests/supabase/rls-cases.test.ts).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SQL, RLS_CASES, runCase } from '../db/rls-cases';
import { connect, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

describe.skipIf(skip)('row-level security on a real PostgreSQL', () => {
  let api: pg.Pool;
  beforeAll(async () => {
    const owner = await connect('supabase_admin', 1);
    try {
      await owner.query(FIXTURE_SQL);
    } finally {
      await owner.end();
    }
    api = await connect('authenticator', 4);
  }, START_TIMEOUT);
  afterAll(async () => {
    await api?.end();
  });

  for (const c of RLS_CASES) {
    it(`${c.rule} (as ${c.as})`, async () => {
      const client = await api.connect();
      try {
        expect(await runCase((sql, params) => client.query(sql, params), c)).toEqual(c.expect);
      } finally {
        client.release();
      }
    });
  }
});
