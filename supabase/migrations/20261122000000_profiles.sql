-- profiles: one row per auth user, with a role ('user' | 'admin').
--
-- Only ONE designated e-mail address may ever hold role 'admin'. The address lives in the
-- non-exposed table private.settings (seeded with 'admin@example.com'). On a real project set it
-- once, in the SQL editor (as the postgres role), to the address the app embeds as its admin address:
--
--   update private.settings set admin_email = lower('owner@your-company.example');
--
-- (the local stand-in, `npm run backend`, does this itself from VITE_ADMIN_EMAIL).
--
-- The check uses the VERIFIED e-mail claim of the caller's JWT (auth.jwt()->>'email'), never
-- user_metadata (which users can write themselves). Because the app writes `role` itself
-- (insert {id, email, role}; update set role = 'admin'), the rule is enforced by RLS policies plus
-- a trigger guard rather than column grants:
--   * a user reads, creates and updates only its own row (id = auth.uid(), email = JWT email);
--   * role 'admin' may be written only when the JWT e-mail is the designated address (policy), and
--     a row can only carry role 'admin' if its email is the designated address (trigger, applies
--     to every writer, including service_role and the SQL editor);
--   * anonymous callers get no privileges on the table at all.
-- Changing admin_email takes effect for a signed-in user at the next token refresh.

create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.settings (
  singleton boolean primary key default true check (singleton),
  admin_email text not null check (admin_email = lower(btrim(admin_email)))
);
revoke all on private.settings from public;
insert into private.settings (admin_email) values ('admin@example.com')
  on conflict (singleton) do nothing;

create table public.profiles (
  id    uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role  text not null default 'user' check (role in ('user', 'admin'))
);
comment on table public.profiles is 'One row per auth user; role admin only for private.settings.admin_email.';

alter table public.profiles enable row level security;

-- The designated admin address (definer: callers cannot read private.settings directly).
create or replace function private.admin_email() returns text
  language sql stable security definer set search_path = ''
as $$ select s.admin_email from private.settings s where s.singleton $$;

-- True when the caller's signed JWT e-mail claim is the designated admin address AND the auth user
-- behind the token (sub) has that address, confirmed (so an unconfirmed sign-up cannot pose as it).
create or replace function private.jwt_is_admin_email() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(lower(auth.jwt() ->> 'email') = private.admin_email(), false)
     and exists (
       select 1 from auth.users u
        where u.id = auth.uid()
          and lower(u.email) = private.admin_email()
          and u.email_confirmed_at is not null
     )
$$;

-- Trigger guard: runs for every writer. Blocks role 'admin' for any other address, and for API
-- callers (a JWT is present) also requires the JWT e-mail to be the designated address.
create or replace function private.profiles_guard() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  designated text := private.admin_email();
  claims_role text := coalesce(auth.jwt() ->> 'role', '');
begin
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'profiles.id is immutable' using errcode = '42501';
  end if;
  if new.role = 'admin' then
    if lower(new.email) is distinct from designated then
      raise exception 'only the designated admin address may hold role admin' using errcode = '42501';
    end if;
    if claims_role in ('anon', 'authenticated') and not private.jwt_is_admin_email() then
      raise exception 'only the designated admin address may hold role admin' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

drop trigger if exists profiles_guard on public.profiles;
create trigger profiles_guard before insert or update on public.profiles
  for each row execute function private.profiles_guard();

-- Helpers are callable only by signed-in users (needed inside the policies), nothing else.
revoke all on all functions in schema private from public;
grant usage on schema private to authenticated;
grant execute on function private.admin_email(), private.jwt_is_admin_email() to authenticated;

-- Supabase grants everything on new public tables to anon/authenticated by default: undo that.
revoke all on public.profiles from anon, authenticated;
grant select, insert, update on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy profiles_select_own on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

create policy profiles_insert_own on public.profiles
  for insert to authenticated
  with check (
    id = (select auth.uid())
    and lower(email) = lower((select auth.jwt()) ->> 'email')
    and (role = 'user' or (role = 'admin' and (select private.jwt_is_admin_email())))
  );

create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (
    id = (select auth.uid())
    and lower(email) = lower((select auth.jwt()) ->> 'email')
    and (role = 'user' or (role = 'admin' and (select private.jwt_is_admin_email())))
  );
