/**
 * The row-level-security rules, as cases that run on any PostgreSQL with this project's
 * migrations: on PGlite (tests/supabase/rls-cases.test.ts, the stand-in's database) and on a real
 * PostgreSQL with Supabase's bootstrap (tests/realdb/rls.test.ts). Each case runs in its own
 * transaction the way PostgREST runs a request (`set local role`, the JWT claims and the request
 * headers in settings) and is rolled back, so the cases are independent of each other.
 * The HTTP-level tests of the same rules through supabase-js are tests/supabase/*-rls.test.ts.
 */

/** Runs one statement on one database session (a pg client, or PGlite's single connection). */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export const ADMIN = { id: '00000000-0000-4000-8000-00000000ad01', email: 'admin@example.com' };
export const EVE = { id: '00000000-0000-4000-8000-0000000000e1', email: 'eve@example.com' };
/** Signed in, confirmed, no profile row yet. */
export const NEWBIE = { id: '00000000-0000-4000-8000-0000000000b1', email: 'newbie@example.com' };
const BOB = { id: '00000000-0000-4000-8000-0000000000b2', email: 'bob@example.com' };

/**
 * What a fresh project holds for the cases, written by the database owner (superuser on PGlite,
 * supabase_admin on the real one): users, their profiles, a published setting, an inquiry.
 */
export const FIXTURE_SQL = `
insert into auth.users (id, email, email_confirmed_at)
values ('${ADMIN.id}', '${ADMIN.email}', now()), ('${EVE.id}', '${EVE.email}', now()),
       ('${NEWBIE.id}', '${NEWBIE.email}', now()), ('${BOB.id}', '${BOB.email}', now());
insert into public.profiles (id, email, role)
values ('${ADMIN.id}', '${ADMIN.email}', 'admin'), ('${EVE.id}', '${EVE.email}', 'user');
insert into public.site_settings (key, value, version) values ('hero', '{"title": "One"}', 1);
insert into public.inquiries (first_name, last_name, email, company)
values ('Layla', 'Hassan', 'fixture@example.com', 'Gulf Freight');
insert into public.documents (id, collection, slug, status, published_at, version)
values ('rls-live', 'rls-docs', 'live', 'published', now() - interval '1 day', 1),
       ('rls-scheduled', 'rls-docs', 'scheduled', 'published', now() + interval '30 days', 1),
       ('rls-unpublished', 'rls-docs', 'unpublished', 'unpublished', now() - interval '1 day', 1);
insert into public.document_drafts (id, collection, value) values ('rls-live', 'rls-docs', '{"title": "Draft"}');
insert into public.visits (visitor, path, locale, device) values (repeat('f', 64), '/rls-fixture', 'en', 'desktop');
`;

type Actor = 'anon' | 'eve' | 'newbie' | 'admin' | 'service';

const user = (who: { id: string; email: string }) => ({
  role: 'authenticated',
  claims: { sub: who.id, email: who.email, role: 'authenticated', aud: 'authenticated' },
});

const ACTORS: Record<Actor, { role: string; claims: Record<string, unknown> }> = {
  anon: { role: 'anon', claims: { role: 'anon' } },
  eve: user(EVE),
  newbie: user(NEWBIE),
  admin: user(ADMIN),
  service: { role: 'service_role', claims: { role: 'service_role' } },
};

export interface RlsCase {
  rule: string;
  as: Actor;
  sql: string;
  params?: unknown[];
  /** 'ok': no error; { rows }: that many rows back; { error }: that SQLSTATE. */
  expect: 'ok' | { rows: number } | { error: string };
}

const inquiry = `insert into public.inquiries (first_name, last_name, email, company, status)
  values ('Omar', 'Said', $1, 'Acme', $2)`;

export const RLS_CASES: RlsCase[] = [
  // profiles (tests/supabase/profiles-rls.test.ts)
  {
    rule: 'anonymous callers read no profiles',
    as: 'anon',
    sql: 'select * from public.profiles',
    expect: { error: '42501' },
  },
  {
    rule: 'a user cannot give its own new profile role admin',
    as: 'newbie',
    sql: `insert into public.profiles (id, email, role) values ($1, $2, 'admin')`,
    params: [NEWBIE.id, NEWBIE.email],
    expect: { error: '42501' },
  },
  {
    rule: 'a user cannot pose as the admin address in its row',
    as: 'newbie',
    sql: `insert into public.profiles (id, email, role) values ($1, $2, 'admin')`,
    params: [NEWBIE.id, ADMIN.email],
    expect: { error: '42501' },
  },
  {
    rule: 'a user creates its own profile with role user',
    as: 'newbie',
    sql: `insert into public.profiles (id, email, role) values ($1, $2, 'user')`,
    params: [NEWBIE.id, NEWBIE.email],
    expect: 'ok',
  },
  {
    rule: 'a user cannot create a profile for someone else',
    as: 'newbie',
    sql: `insert into public.profiles (id, email, role) values ($1, $2, 'user')`,
    params: [BOB.id, NEWBIE.email],
    expect: { error: '42501' },
  },
  {
    rule: 'a user reads only its own profile',
    as: 'eve',
    sql: 'select id from public.profiles',
    expect: { rows: 1 },
  },
  {
    rule: 'a user cannot promote itself to admin',
    as: 'eve',
    sql: `update public.profiles set role = 'admin' where id = $1`,
    params: [EVE.id],
    expect: { error: '42501' },
  },
  {
    rule: "a user's update of the admin's profile changes nothing",
    as: 'eve',
    sql: `update public.profiles set role = 'user' where id = $1 returning id`,
    params: [ADMIN.id],
    expect: { rows: 0 },
  },
  {
    rule: 'not even service_role makes another address admin',
    as: 'service',
    sql: `update public.profiles set role = 'admin' where id = $1`,
    params: [EVE.id],
    expect: { error: '42501' },
  },

  // published settings (tests/supabase/site-settings-rls.test.ts)
  {
    rule: 'everyone reads the published settings',
    as: 'anon',
    sql: `select key from public.site_settings where key = 'hero'`,
    expect: { rows: 1 },
  },
  {
    rule: 'a visitor cannot publish',
    as: 'anon',
    sql: `insert into public.site_settings (key, value, version) values ('branding', '{}', 1)`,
    expect: { error: '42501' },
  },
  {
    rule: 'a signed-in user who is not the admin cannot publish',
    as: 'eve',
    sql: `insert into public.site_settings (key, value, version) values ('branding', '{}', 1)`,
    expect: { error: '42501' },
  },
  {
    rule: 'a signed-in user who is not the admin cannot change a published value',
    as: 'eve',
    sql: `update public.site_settings set value = '{}', version = 2 where key = 'hero' returning key`,
    expect: { rows: 0 },
  },
  {
    rule: 'the admin publishes a new key at version 1',
    as: 'admin',
    sql: `insert into public.site_settings (key, value, version) values ('footer', '{"n": 1}', 1)`,
    expect: 'ok',
  },
  {
    rule: 'the admin publishes the next version',
    as: 'admin',
    sql: `update public.site_settings set value = '{"title": "Two"}', version = 2 where key = 'hero' returning key`,
    expect: { rows: 1 },
  },
  {
    rule: 'a publish based on an older version is refused (PT409)',
    as: 'admin',
    sql: `update public.site_settings set value = '{"title": "Stale"}', version = 1 where key = 'hero'`,
    expect: { error: 'PT409' },
  },
  {
    rule: 'a first publish must be version 1',
    as: 'admin',
    sql: `insert into public.site_settings (key, value, version) values ('fresh', '{}', 3)`,
    expect: { error: 'PT409' },
  },
  {
    rule: 'published values are capped at 256 KB',
    as: 'admin',
    sql: `insert into public.site_settings (key, value, version) values ('huge', jsonb_build_object('s', repeat('x', 270000)), 1)`,
    expect: { error: '23514' },
  },
  {
    rule: 'visitors cannot read the history',
    as: 'anon',
    sql: 'select * from public.site_settings_versions',
    expect: { error: '42501' },
  },
  {
    rule: 'other users see no history',
    as: 'eve',
    sql: 'select * from public.site_settings_versions',
    expect: { rows: 0 },
  },
  {
    rule: 'the admin reads the history',
    as: 'admin',
    sql: `select * from public.site_settings_versions where key = 'hero'`,
    expect: { rows: 1 },
  },
  {
    rule: 'nobody rewrites the history, not even the admin',
    as: 'admin',
    sql: `update public.site_settings_versions set value = '{"forged": true}'`,
    expect: { error: '42501' },
  },
  {
    rule: 'nobody erases the history, not even the admin',
    as: 'admin',
    sql: 'delete from public.site_settings_versions',
    expect: { error: '42501' },
  },

  // visitors' messages (tests/supabase/inbox-rls.test.ts)
  {
    rule: 'a visitor sends an inquiry',
    as: 'anon',
    sql: inquiry,
    params: ['omar@example.com', 'new'],
    expect: 'ok',
  },
  {
    rule: 'a visitor signs up for the newsletter',
    as: 'anon',
    sql: `insert into public.newsletter_subscribers (email) values ('reader@example.com')`,
    expect: 'ok',
  },
  {
    rule: 'a visitor sends an application',
    as: 'anon',
    sql: `insert into public.job_applications (first_name, email, resume_path)
          values ('Omar', 'omar@example.com', '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f/cv.pdf')`,
    expect: 'ok',
  },
  {
    rule: 'a visitor on an Arabic page sends an inquiry marked Arabic',
    as: 'anon',
    sql: `insert into public.inquiries (first_name, last_name, email, company, locale)
          values ('ليلى', 'حسن', 'layla@example.com', 'شركة الخليج', 'ar')`,
    expect: 'ok',
  },
  {
    rule: 'a visitor on an Arabic page sends an application marked Arabic',
    as: 'anon',
    sql: `insert into public.job_applications (first_name, email, locale) values ('عمر', 'omar@example.com', 'ar')`,
    expect: 'ok',
  },
  {
    rule: 'a visitor on an Arabic page signs up marked Arabic',
    as: 'anon',
    sql: `insert into public.newsletter_subscribers (email, locale) values ('qari@example.com', 'ar')`,
    expect: 'ok',
  },
  {
    rule: 'the database refuses a language that is not a language code',
    as: 'anon',
    sql: `insert into public.inquiries (first_name, last_name, email, company, locale)
          values ('Omar', 'Said', 'omar@example.com', 'Acme', 'French')`,
    expect: { error: '23514' },
  },
  {
    rule: 'a message sent without a language is stored as English',
    as: 'admin',
    sql: `with sent as (insert into public.inquiries (first_name, last_name, email, company)
            values ('Omar', 'Said', 'omar@example.com', 'Acme') returning locale)
          select * from sent where locale = 'en'`,
    expect: { rows: 1 },
  },
  {
    rule: "nobody changes a message's language, not even the admin",
    as: 'admin',
    sql: `update public.inquiries set locale = 'ar' where email = 'fixture@example.com'`,
    expect: { error: '42501' },
  },
  {
    rule: 'a visitor cannot file an inquiry as already handled',
    as: 'anon',
    sql: inquiry,
    params: ['omar@example.com', 'handled'],
    expect: { error: '42501' },
  },
  {
    rule: 'the database refuses a malformed address by itself',
    as: 'anon',
    sql: inquiry,
    params: ['not-an-email', 'new'],
    expect: { error: '23514' },
  },
  {
    rule: 'visitors read no inquiries',
    as: 'anon',
    sql: 'select * from public.inquiries',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors read no applications',
    as: 'anon',
    sql: 'select * from public.job_applications',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors read no newsletter addresses',
    as: 'anon',
    sql: 'select * from public.newsletter_subscribers',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot mark messages handled',
    as: 'anon',
    sql: `update public.inquiries set status = 'handled'`,
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot delete messages',
    as: 'anon',
    sql: 'delete from public.inquiries',
    expect: { error: '42501' },
  },
  {
    rule: 'another signed-in user sees no inquiries',
    as: 'eve',
    sql: 'select * from public.inquiries',
    expect: { rows: 0 },
  },
  {
    rule: 'another signed-in user cannot mark inquiries handled',
    as: 'eve',
    sql: `update public.inquiries set status = 'handled' returning id`,
    expect: { rows: 0 },
  },
  {
    rule: 'the admin reads the inquiries',
    as: 'admin',
    sql: `select * from public.inquiries where email = 'fixture@example.com'`,
    expect: { rows: 1 },
  },
  {
    rule: 'the admin marks an inquiry handled',
    as: 'admin',
    sql: `update public.inquiries set status = 'handled' where email = 'fixture@example.com' returning id`,
    expect: { rows: 1 },
  },
  {
    rule: "nobody rewrites a visitor's words, not even the admin",
    as: 'admin',
    sql: `update public.inquiries set message = 'forged' where email = 'fixture@example.com'`,
    expect: { error: '42501' },
  },
  {
    rule: 'the admin deletes an inquiry',
    as: 'admin',
    sql: `delete from public.inquiries where email = 'fixture@example.com' returning id`,
    expect: { rows: 1 },
  },

  // documents (tests/supabase/documents-rls.test.ts)
  {
    rule: 'visitors read only documents that are published and due',
    as: 'anon',
    sql: `select slug from public.documents where collection = 'rls-docs'`,
    expect: { rows: 1 },
  },
  {
    rule: 'visitors read nothing of a scheduled document',
    as: 'anon',
    sql: `select slug from public.documents where slug = 'scheduled'`,
    expect: { rows: 0 },
  },
  {
    rule: 'visitors read nothing of an unpublished document',
    as: 'anon',
    sql: `select slug from public.documents where slug = 'unpublished'`,
    expect: { rows: 0 },
  },
  {
    rule: 'a signed-in user who is not the admin reads what visitors read',
    as: 'eve',
    sql: `select slug from public.documents where collection = 'rls-docs'`,
    expect: { rows: 1 },
  },
  {
    rule: 'the admin reads every document',
    as: 'admin',
    sql: `select slug from public.documents where collection = 'rls-docs'`,
    expect: { rows: 3 },
  },
  {
    rule: 'a visitor cannot publish a document',
    as: 'anon',
    sql: `insert into public.documents (id, collection, slug, version) values ('x', 'rls-docs', 'x', 1)`,
    expect: { error: '42501' },
  },
  {
    rule: 'a signed-in user who is not the admin cannot publish a document',
    as: 'eve',
    sql: `insert into public.documents (id, collection, slug, version) values ('x', 'rls-docs', 'x', 1)`,
    expect: { error: '42501' },
  },
  {
    rule: 'the admin publishes a document',
    as: 'admin',
    sql: `insert into public.documents (id, collection, slug, version) values ('x', 'rls-docs', 'x', 1)`,
    expect: 'ok',
  },
  {
    rule: 'the admin publishes a document in each language the site is configured with (English, French)',
    as: 'admin',
    sql: `insert into public.documents (id, collection, slug, version, locales) values ('x', 'rls-docs', 'x', 1, array['en', 'fr'])`,
    expect: 'ok',
  },
  {
    rule: 'a document is always published in English, and its languages are language codes',
    as: 'admin',
    sql: `insert into public.documents (id, collection, slug, version, locales) values ('x', 'rls-docs', 'x', 1, array['fr'])`,
    expect: { error: '23514' },
  },
  {
    rule: 'a publish from a stale base is refused with PT409',
    as: 'admin',
    sql: `update public.documents set version = 1 where id = 'rls-live'`,
    expect: { error: 'PT409' },
  },
  {
    rule: 'visitors cannot read drafts',
    as: 'anon',
    sql: 'select * from public.document_drafts',
    expect: { error: '42501' },
  },
  {
    rule: 'a signed-in user who is not the admin sees no drafts',
    as: 'eve',
    sql: 'select * from public.document_drafts',
    expect: { rows: 0 },
  },
  {
    rule: 'the admin saves a draft as its next revision',
    as: 'admin',
    sql: `update public.document_drafts set value = '{"title": "Two"}', revision = 2 where id = 'rls-live' returning id`,
    expect: { rows: 1 },
  },
  {
    rule: 'nobody rewrites a document’s history',
    as: 'admin',
    sql: `delete from public.document_versions where document_id = 'rls-live'`,
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot read a document’s history',
    as: 'anon',
    sql: 'select * from public.document_versions',
    expect: { error: '42501' },
  },

  // the private schema (the limits, the admin address, the flood counters)
  {
    rule: 'visitors cannot read the private settings',
    as: 'anon',
    sql: 'select * from private.settings',
    expect: { error: '42501' },
  },
  {
    rule: 'signed-in users cannot read the private settings',
    as: 'eve',
    sql: 'select * from private.settings',
    expect: { error: '42501' },
  },
  {
    rule: 'the admin cannot change the limits through the API',
    as: 'admin',
    sql: 'update private.settings set inbox_per_client_per_hour = 100000',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot read or reset the flood counters',
    as: 'anon',
    sql: 'delete from private.inbox_clients',
    expect: { error: '42501' },
  },
  // visits (tests/supabase/visits.test.ts)
  {
    rule: 'visitors read no visits',
    as: 'anon',
    sql: 'select * from public.visits',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors read no daily totals',
    as: 'anon',
    sql: 'select * from public.visit_totals',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot write visits except through record_visit',
    as: 'anon',
    sql: `insert into public.visits (visitor, path, locale, device) values (repeat('e', 64), '/forged', 'en', 'phone')`,
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot run the report',
    as: 'anon',
    sql: 'select public.visit_report(7)',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors cannot run the daily rollup',
    as: 'anon',
    sql: 'select private.visits_daily()',
    expect: { error: '42501' },
  },
  {
    rule: 'visitors report a visit through record_visit',
    as: 'anon',
    sql: `select public.record_visit('/rls-visit', 'en', 'phone')`,
    expect: 'ok',
  },
  {
    rule: 'another signed-in user sees no visits',
    as: 'eve',
    sql: `select * from public.visits where path = '/rls-fixture'`,
    expect: { rows: 0 },
  },
  {
    rule: 'another signed-in user sees no daily visitors',
    as: 'eve',
    sql: 'select * from public.visit_days',
    expect: { rows: 0 },
  },
  {
    rule: 'the admin reads the visits',
    as: 'admin',
    sql: `select * from public.visits where path = '/rls-fixture'`,
    expect: { rows: 1 },
  },
  {
    rule: 'the admin reads the report',
    as: 'admin',
    sql: 'select public.visit_report(90)',
    expect: { rows: 1 },
  },
];

export type Outcome = 'ok' | { rows: number } | { error: string };

/**
 * One case as PostgREST would run it: begin; set local role; the claims and headers in settings;
 * the statement; then rolled back whatever happened.
 */
export async function runCase(query: Query, c: RlsCase): Promise<Outcome> {
  const actor = ACTORS[c.as];
  await query('begin');
  try {
    await query(`set local role ${actor.role}`);
    await query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.method', 'POST', true),
              set_config('request.headers', $2, true)`,
      [
        JSON.stringify(actor.claims),
        JSON.stringify({ 'x-forwarded-for': '192.0.2.10', 'x-real-ip': '192.0.2.10' }),
      ],
    );
    const result = await query(c.sql, c.params);
    return typeof c.expect === 'object' && 'rows' in c.expect ? { rows: result.rows.length } : 'ok';
  } catch (error) {
    return { error: String((error as { code?: unknown }).code ?? error) };
  } finally {
    await query('rollback');
  }
}
