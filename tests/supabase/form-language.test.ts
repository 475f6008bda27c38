/**
 * Messages stored before visitors' messages had a language were all sent from English pages: the
 * migration that adds the language marks them English, and the stand-in starts with it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../supabase/local/db';
import { DEFAULT_MIGRATIONS_DIR } from '../../supabase/local/server';
import { STARTUP_TIMEOUT } from './helpers';

const LANGUAGE_MIGRATION = readdirSync(DEFAULT_MIGRATIONS_DIR).find((file) =>
  file.endsWith('_form_language.sql'),
);

describe('the language of messages stored before it was kept', () => {
  let db: Db | undefined;
  let earlier: string;
  beforeAll(async () => {
    // The project as it was: every migration before the language's.
    earlier = mkdtempSync(join(tmpdir(), 'form-language-'));
    for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR).filter(
      (name) => name < (LANGUAGE_MIGRATION ?? ''),
    ))
      cpSync(join(DEFAULT_MIGRATIONS_DIR, file), join(earlier, file));
    db = await openDb({ migrationsDir: earlier, adminEmail: 'admin@example.com' });
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await db?.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it('an inquiry, an application and a sign-up stored earlier read as English after the migration', async () => {
    expect(LANGUAGE_MIGRATION).toBeDefined();
    const run = <T>(sql: string) => db?.run((pg) => pg.query<T>(sql));
    await run(`insert into public.inquiries (first_name, last_name, email, company)
               values ('Layla', 'Hassan', 'layla@example.com', 'Gulf Freight')`);
    await run(`insert into public.job_applications (first_name, email) values ('Omar', 'omar@example.com')`);
    await run(`insert into public.newsletter_subscribers (email) values ('reader@example.com')`);

    const sql = readFileSync(join(DEFAULT_MIGRATIONS_DIR, LANGUAGE_MIGRATION ?? ''), 'utf8');
    await db?.run((pg) => pg.exec(sql));

    const stored = await run<{ locale: string }>(
      `select locale from public.inquiries union all select locale from public.job_applications
       union all select locale from public.newsletter_subscribers`,
    );
    expect(stored?.rows).toEqual([{ locale: 'en' }, { locale: 'en' }, { locale: 'en' }]);
  });
});
