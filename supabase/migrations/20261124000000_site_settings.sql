-- site_settings: the published value of each editable entity, readable by everyone,
-- written only by the admin. Every published value is also kept in site_settings_versions, an
-- append-only history filled by a trigger.
--
-- Publishing is an upsert of {key, value, version}: `version` must be exactly one more than the
-- published version the draft was based on (1 for the first publish). Anything else means someone
-- published in between, and the write is refused with SQLSTATE PT409, which PostgREST answers as
-- HTTP 409, so a stale draft never silently overwrites a newer publish.
--
-- The admin is judged as in the profiles migration: the caller's verified JWT e-mail is the
-- designated address (private.jwt_is_admin_email()) AND its profiles row has role 'admin'.

create or replace function private.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select private.jwt_is_admin_email()
     and exists (select 1 from public.profiles p where p.id = auth.uid() and p.role = 'admin')
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated;

create table public.site_settings (
  key        text primary key check (key ~ '^[a-z][a-z0-9-]{0,62}$'),
  value      jsonb not null check (octet_length(value::text) <= 262144),
  version    integer not null check (version >= 1),
  updated_at timestamptz not null default now(),
  updated_by uuid
);
comment on table public.site_settings is 'Published settings per entity key; public read, admin write.';

create table public.site_settings_versions (
  id           bigint generated always as identity primary key,
  key          text not null,
  value        jsonb not null,
  version      integer not null,
  published_at timestamptz not null default now(),
  published_by uuid,
  unique (key, version)
);
comment on table public.site_settings_versions is 'Append-only history of every published value.';

-- Stamps who and when, and refuses a publish that is not based on the current version.
create or replace function private.site_settings_guard() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- An upsert of an existing key runs this insert trigger first and then the update trigger;
    -- only a key that does not exist yet must start at version 1.
    if new.version <> 1 and not exists (select 1 from public.site_settings s where s.key = new.key) then
      raise exception 'These settings were changed since your draft was made: version % is not the next one.', new.version
        using errcode = 'PT409';
    end if;
  elsif new.key is distinct from old.key then
    raise exception 'site_settings.key is immutable' using errcode = '42501';
  elsif new.version <> old.version + 1 then
    raise exception 'These settings were published elsewhere (now version %) since your draft was made.', old.version
      using errcode = 'PT409';
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

create trigger site_settings_guard before insert or update on public.site_settings
  for each row execute function private.site_settings_guard();

create or replace function private.site_settings_record() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.site_settings_versions (key, value, version, published_at, published_by)
    values (new.key, new.value, new.version, new.updated_at, new.updated_by);
  return null;
end
$$;

create trigger site_settings_record after insert or update on public.site_settings
  for each row execute function private.site_settings_record();

-- History rows are never changed or removed, by anyone.
create or replace function private.append_only() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end
$$;

create trigger site_settings_versions_append_only before update or delete on public.site_settings_versions
  for each row execute function private.append_only();

revoke all on function private.site_settings_guard(), private.site_settings_record(), private.append_only() from public;

alter table public.site_settings enable row level security;
alter table public.site_settings_versions enable row level security;

revoke all on public.site_settings, public.site_settings_versions from anon, authenticated;
grant select on public.site_settings to anon, authenticated;
grant insert, update, delete on public.site_settings to authenticated;
grant select on public.site_settings_versions to authenticated;
grant all on public.site_settings, public.site_settings_versions to service_role;

create policy site_settings_read on public.site_settings
  for select to anon, authenticated
  using (true);

create policy site_settings_insert_admin on public.site_settings
  for insert to authenticated
  with check ((select private.is_admin()));

create policy site_settings_update_admin on public.site_settings
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy site_settings_delete_admin on public.site_settings
  for delete to authenticated
  using ((select private.is_admin()));

create policy site_settings_versions_read_admin on public.site_settings_versions
  for select to authenticated
  using ((select private.is_admin()));
