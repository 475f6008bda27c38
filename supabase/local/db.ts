import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PG_CRON_SQL } from './pg-cron';
import { PG_NET_SQL } from './pg-net';

/**
 * PGlite bootstrap: creates what a Supabase project already provides (API roles, the `auth`
 * schema with users and the auth.uid()/auth.jwt()/auth.role() helpers, Supabase's default grants
 * on `public`, and the SQL side of the pg_net and pg_cron extensions, whose workers run in Node:
 * pg-net.ts, pg-cron.ts), then applies supabase/migrations/*.sql in name order, once each.
 */

export type Queryable = PGlite | Transaction;

const BOOTSTRAP_SQL = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key,
  email text unique,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null,
  auth_code uuid unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);
create table if not exists auth.one_time_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token_hash text not null unique,
  flow_state_id uuid references auth.flow_state (id) on delete cascade,
  redirect_to text not null,
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), ''),
    '{}'
  )::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;
create or replace function auth.email() returns text language sql stable as $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Supabase Storage's tables, as a project has them: buckets and objects (RLS on, no policies, so
-- the project's migrations decide who may do what), with its path helper functions.
create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
create or replace function storage.foldername(name text) returns text[] language plpgsql as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end $$;
create or replace function storage.filename(name text) returns text language plpgsql as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;
create or replace function storage.extension(name text) returns text language plpgsql as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;
grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;

-- The stand-in's own store of object bytes: never reachable through the API roles.
create schema if not exists storage_local;
revoke all on schema storage_local from public;
create table if not exists storage_local.blobs (
  bucket_id text not null,
  name text not null,
  content_type text not null,
  bytes bytea not null,
  primary key (bucket_id, name)
);

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

export interface OpenDbOptions {
  dataDir?: string;
  migrationsDir: string;
  adminEmail: string;
  log?: (line: string) => void;
}

/** One PGlite connection; every use goes through `run`, which serialises callers. */
export class Db {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(readonly pg: PGlite) {}

  run<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
    const next = this.tail.then(() => fn(this.pg));
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** A serialised transaction (rolled back when fn throws). */
  tx<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.run((pg) => pg.transaction(fn));
  }

  close(): Promise<void> {
    return this.run((pg) => pg.close());
  }
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  await pg.exec(BOOTSTRAP_SQL);
  await pg.exec(PG_NET_SQL);
  await pg.exec(PG_CRON_SQL);
  await applyMigrations(pg, options.migrationsDir, options.log);
  await pg
    .query('update private.settings set admin_email = lower(btrim($1))', [options.adminEmail])
    .catch((error: unknown) => options.log?.(`could not set private.settings.admin_email: ${String(error)}`));
  return new Db(pg);
}

async function applyMigrations(pg: PGlite, dir: string, log?: (line: string) => void): Promise<void> {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
  } catch {
    return;
  }
  const done = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(done.rows.map((r) => r.version));
  for (const file of files) {
    const version = file.split('_')[0] ?? file;
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file,
      ]);
    });
    log?.(`applied migration ${file}`);
  }
}
