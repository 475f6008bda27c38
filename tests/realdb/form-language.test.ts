/**
 * Each visitor's message stores the language of the page it was sent from, on a real PostgreSQL
 * with Supabase's bootstrap: the column on the three tables, English unless told, any well-formed
 * language code (every language the site may be configured with) and nothing else. Visitors
 * inserting an Arabic row, the refusal of a non-code and that nobody changes it afterwards are cases
 * of tests/db/rls-cases.ts (tests/realdb/rls.test.ts runs them here).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginRequest, connect, START_TIMEOUT, skipReason } from './realdb';

const skip = skipReason();
if (skip) it.skip(`real PostgreSQL: ${skip}`, () => undefined);

const TABLES = ['inquiries', 'job_applications', 'newsletter_subscribers'];
const run = Date.now().toString(36);

describe.skipIf(skip)("the language of visitors' messages on a real PostgreSQL", () => {
  let owner: pg.Pool;
  let api: pg.Pool;
  beforeAll(async () => {
    owner = await connect('supabase_admin', 1);
    api = await connect('authenticator', 1);
  }, START_TIMEOUT);
  afterAll(async () => {
    await Promise.all([owner?.end(), api?.end()]);
  });

  it('inquiries, applications and sign-ups each have a language, English unless told', async () => {
    const columns = await owner.query(
      `select table_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' and column_name = 'locale' and table_name = any($1)
        order by table_name`,
      [TABLES],
    );
    expect(columns.rows).toEqual(
      [...TABLES].sort().map((table_name) => ({
        table_name,
        data_type: 'text',
        is_nullable: 'NO',
        column_default: "'en'::text",
      })),
    );
  });

  it("a visitor's Arabic or French sign-up is stored in its language, one without as English, and a non-code is refused", async () => {
    const client = await api.connect();
    const send = async (email: string, locale?: string) => {
      await beginRequest(
        client,
        { role: 'anon', claims: { role: 'anon' }, headers: { 'x-real-ip': '198.51.100.7' } },
        '/newsletter_subscribers',
      );
      try {
        await client.query(
          locale === undefined
            ? 'insert into public.newsletter_subscribers (email) values ($1)'
            : 'insert into public.newsletter_subscribers (email, locale) values ($1, $2)',
          locale === undefined ? [email] : [email, locale],
        );
        await client.query('commit');
        return 'stored';
      } catch (error) {
        await client.query('rollback');
        return String((error as { code?: unknown }).code);
      }
    };
    try {
      expect(await send(`arabic.${run}@example.com`, 'ar')).toBe('stored');
      expect(await send(`plain.${run}@example.com`)).toBe('stored');
      expect(await send(`french.${run}@example.com`, 'fr')).toBe('stored');
      expect(await send(`sentence.${run}@example.com`, 'French please')).toBe('23514');
    } finally {
      client.release();
    }
    const stored = await owner.query(
      'select email, locale from public.newsletter_subscribers where email like $1 order by email',
      [`%.${run}@example.com`],
    );
    expect(stored.rows).toEqual([
      { email: `arabic.${run}@example.com`, locale: 'ar' },
      { email: `french.${run}@example.com`, locale: 'fr' },
      { email: `plain.${run}@example.com`, locale: 'en' },
    ]);
  });
});
