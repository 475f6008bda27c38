-- Visitors' messages: contact inquiries, job applications and newsletter sign-ups.
--
-- Anonymous visitors may only insert: no select, update or delete. The admin (private.is_admin(),
-- see the site_settings migration) reads them, sets their status and deletes them. The database
-- refuses bad rows by itself: length limits on every text column, the e-mail's shape, an answers
-- object of at most 16 KB, and at most 5 rows per e-mail address per hour in each table (SQLSTATE
-- PT429, which PostgREST answers as HTTP 429).

create table public.inquiries (
  id         uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  service    text not null default '' check (char_length(service) <= 60),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name  text not null check (char_length(btrim(last_name)) between 1 and 100),
  email      text not null check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  company    text not null check (char_length(btrim(company)) between 1 and 200),
  answers    jsonb not null default '{}' check (jsonb_typeof(answers) = 'object' and octet_length(answers::text) <= 16384),
  message    text not null default '' check (char_length(message) <= 5000),
  status     text not null default 'new' check (status in ('new', 'handled'))
);

create table public.job_applications (
  id           uuid primary key default gen_random_uuid(),
  created_at   timestamptz not null default now(),
  first_name   text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name    text not null default '' check (char_length(last_name) <= 100),
  email        text not null check (char_length(email) <= 254 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone        text not null default '' check (char_length(phone) <= 40),
  position     text not null default '' check (char_length(position) <= 120),
  years        text not null default '' check (char_length(years) <= 40),
  cover_letter text not null default '' check (char_length(cover_letter) <= 5000),
  resume_path  text check (resume_path is null or (char_length(resume_path) <= 300 and resume_path ~ '^[0-9a-f-]{36}/[^/]+$')),
  status       text not null default 'new' check (status in ('new', 'handled'))
);

create table public.newsletter_subscribers (
  email           text primary key check (char_length(email) <= 254 and email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at      timestamptz not null default now(),
  unsubscribed_at timestamptz
);

-- At most 5 rows per e-mail address per hour in the table being written. Runs as definer: anonymous
-- callers cannot read the tables they insert into.
create or replace function private.inbox_rate_limit() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  recent integer;
begin
  execute format('select count(*) from public.%I where lower(email) = lower($1) and created_at > now() - interval ''1 hour''', tg_table_name)
    into recent using new.email;
  if recent >= 5 then
    raise exception 'Too many messages from this address. Please try again in an hour.' using errcode = 'PT429';
  end if;
  new.created_at := now();
  return new;
end
$$;
revoke all on function private.inbox_rate_limit() from public;

create trigger inquiries_rate_limit before insert on public.inquiries
  for each row execute function private.inbox_rate_limit();
create trigger job_applications_rate_limit before insert on public.job_applications
  for each row execute function private.inbox_rate_limit();
create trigger newsletter_subscribers_rate_limit before insert on public.newsletter_subscribers
  for each row execute function private.inbox_rate_limit();

alter table public.inquiries enable row level security;
alter table public.job_applications enable row level security;
alter table public.newsletter_subscribers enable row level security;

revoke all on public.inquiries, public.job_applications, public.newsletter_subscribers from anon, authenticated;
grant insert on public.inquiries, public.job_applications, public.newsletter_subscribers to anon, authenticated;
grant select, delete on public.inquiries, public.job_applications, public.newsletter_subscribers to authenticated;
grant update (status) on public.inquiries, public.job_applications to authenticated;
grant update (unsubscribed_at) on public.newsletter_subscribers to authenticated;
grant all on public.inquiries, public.job_applications, public.newsletter_subscribers to service_role;

-- Visitors insert new rows only (status 'new', nothing pre-handled).
create policy inquiries_insert_visitor on public.inquiries
  for insert to anon, authenticated with check (status = 'new');
create policy job_applications_insert_visitor on public.job_applications
  for insert to anon, authenticated with check (status = 'new');
create policy newsletter_insert_visitor on public.newsletter_subscribers
  for insert to anon, authenticated with check (unsubscribed_at is null);

create policy inquiries_admin_read on public.inquiries
  for select to authenticated using ((select private.is_admin()));
create policy inquiries_admin_update on public.inquiries
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy inquiries_admin_delete on public.inquiries
  for delete to authenticated using ((select private.is_admin()));

create policy job_applications_admin_read on public.job_applications
  for select to authenticated using ((select private.is_admin()));
create policy job_applications_admin_update on public.job_applications
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy job_applications_admin_delete on public.job_applications
  for delete to authenticated using ((select private.is_admin()));

create policy newsletter_admin_read on public.newsletter_subscribers
  for select to authenticated using ((select private.is_admin()));
create policy newsletter_admin_update on public.newsletter_subscribers
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy newsletter_admin_delete on public.newsletter_subscribers
  for delete to authenticated using ((select private.is_admin()));
