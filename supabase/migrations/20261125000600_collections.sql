-- Collections: documents such as articles and case studies, one row each, in a table
-- shared by every collection (the `collection` column holds the key declared in schemas/).
--
--   public.collections        one row per collection once the admin has seeded it: from then on the
--                             database, not the seed documents in code, is what visitors see.
--   public.documents          the published state of each document: its slug and publish date as
--                             columns (anonymous visitors read a row only when it is published and
--                             its date has passed), the body apart from every other field, so a
--                             listing reads `select=slug,fields,published_at,words` and no body.
--   public.document_drafts    the owner's drafts (autosaved, admin only), so writing can go on on
--                             another device.
--   public.document_versions  append-only history of every published state (History, Restore).
--
-- Publishing writes `version = base + 1`, as site_settings does: a publish made from a draft whose
-- base is older than the row is refused with SQLSTATE PT409 (HTTP 409). Drafts carry a revision
-- number the same way, so a device with a stale copy of a draft cannot overwrite a newer one.
-- Only the admin (private.is_admin(), see the site_settings migration) writes anything here.

create table public.collections (
  key       text primary key check (key ~ '^[a-z][a-z0-9-]{0,62}$'),
  seeded_at timestamptz not null default now()
);
comment on table public.collections is 'Collections seeded in the database; public read, admin write.';

create table public.documents (
  id           text primary key check (id ~ '^[a-z0-9][a-z0-9:-]{0,99}$'),
  collection   text not null check (collection ~ '^[a-z][a-z0-9-]{0,62}$'),
  slug         text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  status       text not null default 'published' check (status in ('published', 'unpublished')),
  published_at timestamptz not null default now(),
  version      integer not null check (version >= 1),
  fields       jsonb not null default '{}'
               check (jsonb_typeof(fields) = 'object' and octet_length(fields::text) <= 65536),
  body         jsonb not null default '{"type":"doc","content":[]}'
               check (octet_length(body::text) <= 262144),
  words        integer not null default 0 check (words >= 0),
  updated_at   timestamptz not null default now(),
  updated_by   uuid,
  constraint documents_collection_slug_key unique (collection, slug)
);
comment on table public.documents is
  'Published documents of every collection; visitors read published rows whose date has passed.';
create index documents_listing on public.documents (collection, published_at desc, slug);

create table public.document_drafts (
  id            text primary key check (id ~ '^[a-z0-9][a-z0-9:-]{0,99}$'),
  collection    text not null check (collection ~ '^[a-z][a-z0-9-]{0,62}$'),
  value         jsonb not null check (octet_length(value::text) <= 1048576),
  base_version  integer not null default 0 check (base_version >= 0),
  revision      integer not null default 1 check (revision >= 1),
  updated_at    timestamptz not null default now(),
  updated_by    uuid
);
comment on table public.document_drafts is 'The owner''s autosaved drafts of documents; admin only.';

create table public.document_versions (
  id           bigint generated always as identity primary key,
  document_id  text not null,
  collection   text not null,
  slug         text not null,
  status       text not null,
  published_at timestamptz not null,
  version      integer not null,
  fields       jsonb not null,
  body         jsonb not null,
  recorded_at  timestamptz not null default now(),
  recorded_by  uuid,
  unique (document_id, version)
);
comment on table public.document_versions is 'Append-only history of every published document state.';

-- Stamps who and when, keeps a document in its collection, and refuses a stale publish.
create or replace function private.documents_guard() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- An upsert of an existing id runs this insert trigger first and then the update trigger;
    -- only an id that does not exist yet must start at version 1.
    if new.version <> 1 and not exists (select 1 from public.documents d where d.id = new.id) then
      raise exception 'This document was changed since your draft was made: version % is not the next one.', new.version
        using errcode = 'PT409';
    end if;
  elsif new.id is distinct from old.id or new.collection is distinct from old.collection then
    raise exception 'A document keeps its id and its collection' using errcode = '42501';
  elsif new.version <> old.version + 1 then
    raise exception 'This document was published elsewhere (now version %) since your draft was made.', old.version
      using errcode = 'PT409';
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

create trigger documents_guard before insert or update on public.documents
  for each row execute function private.documents_guard();

create or replace function private.documents_record() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.document_versions
      (document_id, collection, slug, status, published_at, version, fields, body, recorded_at, recorded_by)
    values (new.id, new.collection, new.slug, new.status, new.published_at, new.version, new.fields,
            new.body, new.updated_at, new.updated_by);
  return null;
end
$$;

create trigger documents_record after insert or update on public.documents
  for each row execute function private.documents_record();

create trigger document_versions_append_only before update or delete on public.document_versions
  for each row execute function private.append_only();

-- A draft is saved as revision + 1 of the one the device loaded; anything else is a stale copy.
create or replace function private.document_drafts_guard() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.revision <> 1 and not exists (select 1 from public.document_drafts d where d.id = new.id) then
      raise exception 'This draft was deleted or changed on another device.' using errcode = 'PT409';
    end if;
  elsif new.id is distinct from old.id or new.collection is distinct from old.collection then
    raise exception 'A draft keeps its id and its collection' using errcode = '42501';
  elsif new.revision <> old.revision + 1 then
    raise exception 'This draft was changed on another device (now revision %).', old.revision
      using errcode = 'PT409';
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

create trigger document_drafts_guard before insert or update on public.document_drafts
  for each row execute function private.document_drafts_guard();

revoke all on function private.documents_guard(), private.documents_record(),
  private.document_drafts_guard() from public;

alter table public.collections enable row level security;
alter table public.documents enable row level security;
alter table public.document_drafts enable row level security;
alter table public.document_versions enable row level security;

revoke all on public.collections, public.documents, public.document_drafts, public.document_versions
  from anon, authenticated;
grant select on public.collections, public.documents to anon, authenticated;
grant insert on public.collections to authenticated;
grant insert, update, delete on public.documents to authenticated;
grant select, insert, update, delete on public.document_drafts to authenticated;
grant select on public.document_versions to authenticated;
grant all on public.collections, public.documents, public.document_drafts, public.document_versions
  to service_role;

create policy collections_read on public.collections
  for select to anon, authenticated
  using (true);

create policy collections_insert_admin on public.collections
  for insert to authenticated
  with check ((select private.is_admin()));

-- Visitors (and any signed-in user) see a document once it is published and its date has passed.
create policy documents_read_published on public.documents
  for select to anon, authenticated
  using (status = 'published' and published_at <= now());

create policy documents_read_admin on public.documents
  for select to authenticated
  using ((select private.is_admin()));

create policy documents_insert_admin on public.documents
  for insert to authenticated
  with check ((select private.is_admin()));

create policy documents_update_admin on public.documents
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy documents_delete_admin on public.documents
  for delete to authenticated
  using ((select private.is_admin()));

create policy document_drafts_admin on public.document_drafts
  for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy document_versions_read_admin on public.document_versions
  for select to authenticated
  using ((select private.is_admin()));

-- A publish, unpublish or seeding asks for a rebuild through the deploy hook, so the
-- prerendered pages, the sitemap and the feed follow; drafts do not.
create trigger documents_request_deploy after insert or update or delete on public.documents
  for each statement execute function private.request_deploy_trigger();
