-- Notifications and the deploy hook: the database acts on what happens in it.
--
-- 1. Admin-only settings. public.admin_settings holds the values of the entities declared with
--    `access: 'admin'` (schemas/notifications.ts, schemas/deploy-hook.ts): only the admin reads or
--    writes them; visitors and the prerendered pages never see them. The database reads two of
--    them itself, so it also checks those two.
-- 2. Lead notifications through an outbox. A new inquiry or application puts one row in
--    public.notification_outbox (private.enqueue_notification is the one place that decides whether
--    an event becomes an e-mail); new newsletter sign-ups are summarised at most once a day. Each
--    new row asks the `notify` Edge Function for a run through pg_net; the function claims what is
--    due, sends it and records the outcome. A failed send stays with its error and is retried with
--    backoff (2, 4, 8 ... 128 minutes, 8 attempts), each minute's check kicked by pg_cron; the
--    admin sees failures and can retry them at once. The visitor's insert never waits for, or
--    fails because of, any of this.
-- 3. The deploy hook. Any publish calls private.request_deploy() (attached here to site_settings;
--    other published tables attach the same function), which (re)starts a short debounce and
--    schedules a pg_cron job; the job calls the hook once for the whole burst, through pg_net,
--    records the call and its answer in public.deploy_hook_calls for the admin, and unschedules
--    itself.
--
-- pg_net and pg_cron are enabled here when the server offers them (every Supabase project does).
-- Where they are missing (a plain PostgreSQL) everything still applies and inserts still succeed:
-- notifications wait in the outbox and no hook is called. The local stand-in provides both
-- (supabase/local/pg-net.ts, pg-cron.ts). Where the function lives and its secret are in
-- private.notifier: set them once on a real project (README, "Notifications on a real project").

do $$
begin
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  if to_regprocedure('cron.schedule(text,text,text)') is null
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 1. Admin-only entity values

create table public.admin_settings (
  key        text primary key check (key ~ '^[a-z][a-z0-9-]{0,62}$'),
  value      jsonb not null check (jsonb_typeof(value) = 'object' and octet_length(value::text) <= 65536),
  updated_at timestamptz not null default now(),
  updated_by uuid
);
comment on table public.admin_settings is 'Values of admin-only entities (access: admin); only the admin reads or writes them.';

-- An address the database calls: https, or plain http to this machine (local development only).
create or replace function private.is_hook_url(url text) returns boolean
  language sql immutable set search_path = ''
as $$
  select url ~ '^https://[^\s/?#@]+(/[^\s]*)?$'
      or url ~* '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?(/[^\s]*)?$'
$$;

create or replace function private.admin_settings_guard() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  url text;
  recipients jsonb;
begin
  if tg_op = 'UPDATE' and new.key is distinct from old.key then
    raise exception 'admin_settings.key is immutable' using errcode = '42501';
  end if;
  if new.key = 'deploy-hook' then
    url := coalesce(new.value ->> 'url', '');
    if url <> '' and (char_length(url) > 2000 or not private.is_hook_url(url)) then
      raise exception 'The deploy hook URL must start with https:// (plain http only to this machine, for local development).'
        using errcode = '22023';
    end if;
    if char_length(coalesce(new.value ->> 'token', '')) > 500 or coalesce(new.value ->> 'token', '') ~ '[\r\n]' then
      raise exception 'The deploy hook token must be one line of at most 500 characters.' using errcode = '22023';
    end if;
  elsif new.key = 'notifications' then
    recipients := coalesce(new.value -> 'recipients', '[]'::jsonb);
    if jsonb_typeof(recipients) <> 'array' or jsonb_array_length(recipients) > 10
       or exists (select 1 from jsonb_array_elements(recipients) r
                   where jsonb_typeof(r) <> 'string'
                      or char_length(r #>> '{}') > 254
                      or (r #>> '{}') !~ '^[^@\s<>()",;:]+@[^@\s<>()",;:]+\.[^@\s<>()",;:]+$') then
      raise exception 'Notification recipients must be at most 10 e-mail addresses.' using errcode = '22023';
    end if;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

create trigger admin_settings_guard before insert or update on public.admin_settings
  for each row execute function private.admin_settings_guard();

alter table public.admin_settings enable row level security;
revoke all on public.admin_settings from anon, authenticated;
grant select, insert, update, delete on public.admin_settings to authenticated;
grant all on public.admin_settings to service_role;

create policy admin_settings_admin_read on public.admin_settings
  for select to authenticated using ((select private.is_admin()));
create policy admin_settings_admin_insert on public.admin_settings
  for insert to authenticated with check ((select private.is_admin()));
create policy admin_settings_admin_update on public.admin_settings
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy admin_settings_admin_delete on public.admin_settings
  for delete to authenticated using ((select private.is_admin()));

-- The value of one admin-only entity ({} when never saved: the schema's defaults apply).
create or replace function private.admin_setting(setting_key text) returns jsonb
  language sql stable security definer set search_path = ''
as $$ select coalesce((select s.value from public.admin_settings s where s.key = setting_key), '{}'::jsonb) $$;

-- ---------------------------------------------------------------------------------------------
-- 2. Notifications

-- Where the notify Edge Function answers, and the secret the database shows it. The secret is made
-- here; copy it to the function (`supabase secrets set NOTIFY_SECRET=...`).
create table private.notifier (
  singleton    boolean primary key default true check (singleton),
  function_url text check (function_url is null or function_url = '' or private.is_hook_url(function_url)),
  secret       text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
                 check (char_length(secret) >= 32)
);
revoke all on private.notifier from public;
insert into private.notifier default values on conflict (singleton) do nothing;

create table public.notification_outbox (
  id              bigint generated always as identity primary key,
  kind            text not null check (kind ~ '^[a-z][a-z-]{0,40}$'),
  ref_id          text check (char_length(ref_id) <= 100),
  payload         jsonb not null default '{}'::jsonb check (octet_length(payload::text) <= 65536),
  status          text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts        integer not null default 0,
  next_attempt_at timestamptz default now(),
  locked_until    timestamptz,
  last_error      text check (char_length(last_error) <= 1000),
  created_at      timestamptz not null default now(),
  sent_at         timestamptz
);
comment on table public.notification_outbox is 'E-mails to the owner about new visitor messages: pending, sending, sent or failed (with the error). Admin reads; the notify function works it.';
create index notification_outbox_due on public.notification_outbox (status, next_attempt_at);

alter table public.notification_outbox enable row level security;
revoke all on public.notification_outbox from anon, authenticated;
grant select on public.notification_outbox to authenticated;
grant all on public.notification_outbox to service_role;
create policy notification_outbox_admin_read on public.notification_outbox
  for select to authenticated using ((select private.is_admin()));

-- Asks the notify function for a run (after this transaction commits, as pg_net does).
create or replace function private.kick_notifier() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  target text;
  shared text;
begin
  select n.function_url, n.secret into target, shared from private.notifier n where n.singleton;
  if coalesce(target, '') = '' or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return; -- not set up (or no pg_net): the outbox keeps the notification until it is
  end if;
  perform net.http_post(
    url := target,
    body := jsonb_build_object('action', 'process'),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', shared),
    timeout_milliseconds := 30000
  );
end
$$;

-- The one place that decides whether an event becomes an e-mail: the owner's switches
-- (schemas/notifications.ts; a missing or unreadable switch counts as on, as its default).
-- Returns the outbox row's id, or null when nothing is to be sent.
create or replace function private.enqueue_notification(
  event_kind text,
  event_ref text,
  event_payload jsonb,
  not_before timestamptz default now()
) returns bigint
  language plpgsql security definer set search_path = ''
as $$
declare
  settings jsonb := private.admin_setting('notifications');
  switch text := case event_kind
    when 'inquiry' then 'inquiries'
    when 'application' then 'applications'
    when 'newsletter-summary' then 'newsletter'
  end;
  queued bigint;
begin
  if settings -> 'enabled' = 'false'::jsonb then return null; end if;
  if switch is not null and settings -> switch = 'false'::jsonb then return null; end if;
  insert into public.notification_outbox (kind, ref_id, payload, next_attempt_at)
    values (event_kind, event_ref, event_payload, not_before)
    returning id into queued;
  if not_before <= now() then perform private.kick_notifier(); end if;
  return queued;
end
$$;

-- New sign-ups: one summary at most every 24 hours, listing everyone since the previous one. A
-- summary already waiting will include this sign-up; otherwise one is scheduled for now, or for
-- a day after the previous summary.
create or replace function private.schedule_newsletter_summary() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  previous timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('connectia:newsletter-summary'));
  if exists (select 1 from public.notification_outbox o
              where o.kind = 'newsletter-summary'
                and (o.status in ('pending', 'sending') or (o.status = 'failed' and o.next_attempt_at is not null))
                and not o.payload ? 'until') then
    return;
  end if;
  -- A summary records when it was made ('until'); the next one waits a day from then.
  select max((o.payload ->> 'until')::timestamptz) into previous
    from public.notification_outbox o where o.kind = 'newsletter-summary' and o.payload ? 'until';
  perform private.enqueue_notification('newsletter-summary', null, '{}'::jsonb,
    greatest(now(), coalesce(previous + interval '1 day', now())));
end
$$;

-- AFTER INSERT on the inbox tables. Whatever goes wrong here is logged, never the visitor's
-- problem: their message is stored either way.
create or replace function private.notify_inbox_insert() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  begin
    if tg_table_name = 'inquiries' then
      perform private.enqueue_notification('inquiry', new.id::text, to_jsonb(new) - 'status');
    elsif tg_table_name = 'job_applications' then
      perform private.enqueue_notification('application', new.id::text, to_jsonb(new) - 'status');
    elsif tg_table_name = 'newsletter_subscribers' then
      perform private.schedule_newsletter_summary();
    end if;
  exception when others then
    raise warning 'notification for a new % row not queued: %', tg_table_name, sqlerrm;
  end;
  return null;
end
$$;

create trigger inquiries_notify after insert on public.inquiries
  for each row execute function private.notify_inbox_insert();
create trigger job_applications_notify after insert on public.job_applications
  for each row execute function private.notify_inbox_insert();
create trigger newsletter_subscribers_notify after insert on public.newsletter_subscribers
  for each row execute function private.notify_inbox_insert();

-- A deleted inquiry or application takes its unsent notification (and its copy of the data) along.
create or replace function private.forget_inbox_notification() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.notification_outbox o
   where o.kind = case tg_table_name when 'inquiries' then 'inquiry' else 'application' end
     and o.ref_id = old.id::text
     and o.status <> 'sending';
  return null;
end
$$;

create trigger inquiries_forget_notification after delete on public.inquiries
  for each row execute function private.forget_inbox_notification();
create trigger job_applications_forget_notification after delete on public.job_applications
  for each row execute function private.forget_inbox_notification();

-- For the notify function (service role only): take up to `batch` due notifications, each with the
-- addresses to send to (the owner's list, or the admin address when it is empty). A summary gets
-- its list of sign-ups the first time it is taken, and keeps it for its retries.
create or replace function public.notifications_claim(batch integer default 10)
returns table (
  id bigint,
  kind text,
  ref_id text,
  payload jsonb,
  attempts integer,
  recipients text[],
  created_at timestamptz
)
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  settings jsonb := private.admin_setting('notifications');
  addresses text[];
  summary record;
  since timestamptz;
begin
  select array_agg(distinct lower(btrim(r))) into addresses
    from jsonb_array_elements_text(
      case when jsonb_typeof(settings -> 'recipients') = 'array' then settings -> 'recipients' else '[]'::jsonb end
    ) r
   where btrim(r) ~ '^[^@\s<>()",;:]+@[^@\s<>()",;:]+\.[^@\s<>()",;:]+$';
  if addresses is null then addresses := array[private.admin_email()]; end if;

  for summary in
    select o.id from public.notification_outbox o
     where o.kind = 'newsletter-summary' and not o.payload ? 'until'
       and o.status in ('pending', 'failed') and o.next_attempt_at <= now()
     for update skip locked
  loop
    select max((o.payload ->> 'until')::timestamptz) into since
      from public.notification_outbox o where o.kind = 'newsletter-summary' and o.payload ? 'until';
    update public.notification_outbox o
       set payload = (
         select jsonb_build_object(
           'since', since,
           'until', now(),
           'count', count(*),
           'emails', coalesce((select jsonb_agg(s.email order by s.created_at) from (
               select n.email, n.created_at from public.newsletter_subscribers n
                where n.created_at > coalesce(since, '-infinity') and n.created_at <= now()
                order by n.created_at limit 200) s), '[]'::jsonb))
           from public.newsletter_subscribers n
          where n.created_at > coalesce(since, '-infinity') and n.created_at <= now())
     where o.id = summary.id;
  end loop;

  return query
  with due as (
    select o.id from public.notification_outbox o
     where (o.status in ('pending', 'failed') and o.next_attempt_at <= now())
        or (o.status = 'sending' and o.locked_until < now())
     order by o.id
     limit greatest(1, least(coalesce(batch, 10), 50))
     for update skip locked
  ), claimed as (
    update public.notification_outbox o
       set status = 'sending', attempts = o.attempts + 1, locked_until = now() + interval '5 minutes'
      from due
     where o.id = due.id
    returning o.id, o.kind, o.ref_id, o.payload, o.attempts, o.created_at
  )
  select c.id, c.kind, c.ref_id, c.payload, c.attempts, addresses, c.created_at from claimed c order by c.id;
end
$$;

-- For the notify function (service role only): the outcome of one send. A failure waits
-- 2^(attempts) minutes before the next try; after the 8th failed attempt it waits for the admin.
create or replace function public.notifications_finish(notification_id bigint, failure text default null)
returns void
  language sql security definer set search_path = ''
as $$
  update public.notification_outbox o
     set status = case when failure is null then 'sent' else 'failed' end,
         sent_at = case when failure is null then now() end,
         last_error = left(failure, 1000),
         locked_until = null,
         next_attempt_at = case
           when failure is null or o.attempts >= 8 then null
           else now() + interval '1 minute' * power(2, o.attempts)
         end
   where o.id = notification_id and o.status = 'sending'
$$;

-- For the admin (the Inbox's Retry): every failed notification is due again now. Returns how many.
create or replace function public.notifications_retry() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  retried integer;
begin
  if not private.is_admin() then
    raise exception 'Only the site owner may retry notifications.' using errcode = '42501';
  end if;
  update public.notification_outbox o
     set status = 'pending', next_attempt_at = now(), locked_until = null
   where o.status = 'failed';
  get diagnostics retried = row_count;
  return retried;
end
$$;

-- Each minute (pg_cron): ask for a run when something is due, and forget sent mail after 30 days.
create or replace function private.notifications_tick() returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.notification_outbox o
              where (o.status in ('pending', 'failed') and o.next_attempt_at <= now())
                 or (o.status = 'sending' and o.locked_until < now())) then
    perform private.kick_notifier();
  end if;
  delete from public.notification_outbox o where o.status = 'sent' and o.sent_at < now() - interval '30 days';
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. The deploy hook

create table private.deploy_hook_state (
  singleton        boolean primary key default true check (singleton),
  -- A publish waits this long for another before the hook is called ...
  debounce_seconds integer not null default 10 check (debounce_seconds between 0 and 3600),
  -- ... but a steady stream of publishes never delays the call by more than this.
  max_wait_seconds integer not null default 600 check (max_wait_seconds between 0 and 86400),
  requested_at     timestamptz, -- the first publish not yet built
  due_at           timestamptz  -- when the hook will be called
);
revoke all on private.deploy_hook_state from public;
insert into private.deploy_hook_state default values on conflict (singleton) do nothing;

create table public.deploy_hook_calls (
  id           bigint generated always as identity primary key,
  requested_at timestamptz not null,
  called_at    timestamptz not null default now(),
  request_id   bigint,
  status       text not null default 'pending' check (status in ('pending', 'ok', 'failed')),
  http_status  integer,
  error        text check (char_length(error) <= 1000)
);
comment on table public.deploy_hook_calls is 'Each call of the deploy hook and its answer; the admin reads them.';
alter table public.deploy_hook_calls enable row level security;
revoke all on public.deploy_hook_calls from anon, authenticated;
grant select on public.deploy_hook_calls to authenticated;
grant all on public.deploy_hook_calls to service_role;
create policy deploy_hook_calls_admin_read on public.deploy_hook_calls
  for select to authenticated using ((select private.is_admin()));

-- The deploy hook's pg_cron job runs only while there is something to do: a publish schedules it
-- (every 2 seconds, or each minute where pg_cron is older than 1.5), and it unschedules itself once
-- the call is made and answered, so an idle site runs no job.
create or replace function private.schedule_deploy_tick() returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    return;
  end if;
  begin
    perform cron.schedule('connectia-deploy-hook', '2 seconds', 'select private.deploy_hook_tick()');
  exception when others then
    perform cron.schedule('connectia-deploy-hook', '* * * * *', 'select private.deploy_hook_tick()');
  end;
end
$$;

-- Called by every publish: the hook is called once the publishing has paused.
create or replace function private.request_deploy() returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  update private.deploy_hook_state s
     set requested_at = coalesce(s.requested_at, now()),
         due_at = least(now() + make_interval(secs => s.debounce_seconds),
                        coalesce(s.requested_at, now()) + make_interval(secs => s.max_wait_seconds))
   where s.singleton;
  perform private.schedule_deploy_tick();
end
$$;

create or replace function private.request_deploy_trigger() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.request_deploy();
  return null;
end
$$;

create trigger site_settings_request_deploy after insert or update on public.site_settings
  for each statement execute function private.request_deploy_trigger();

-- Every 2 seconds while needed (pg_cron): record the answers to earlier calls, call the hook when
-- due, and stop when there is nothing left to do.
create or replace function private.deploy_hook_tick() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  state private.deploy_hook_state;
  hook jsonb;
  target text;
  token text;
  request bigint;
begin
  if to_regclass('net._http_response') is not null then
    execute $sql$
      update public.deploy_hook_calls c
         set status = case when r.status_code between 200 and 299 then 'ok' else 'failed' end,
             http_status = r.status_code,
             error = left(coalesce(r.error_msg,
                                   case when r.timed_out then 'No answer in time.' end,
                                   case when r.status_code not between 200 and 299 then nullif(left(r.content, 300), '') end), 1000)
        from net._http_response r
       where c.status = 'pending' and r.id = c.request_id
    $sql$;
  end if;
  update public.deploy_hook_calls c
     set status = 'failed', error = 'No answer from the deploy hook.'
   where c.status = 'pending' and c.called_at < now() - interval '5 minutes';

  select * into state from private.deploy_hook_state s where s.singleton for update;
  if state.due_at is null then
    if not exists (select 1 from public.deploy_hook_calls c where c.status = 'pending')
       and to_regprocedure('cron.unschedule(text)') is not null then
      begin
        perform cron.unschedule('connectia-deploy-hook');
      exception when others then
        null; -- not scheduled (any more)
      end;
    end if;
    return;
  end if;
  if state.due_at > now() then return; end if;
  update private.deploy_hook_state s set requested_at = null, due_at = null where s.singleton;

  hook := private.admin_setting('deploy-hook');
  target := btrim(coalesce(hook ->> 'url', ''));
  if target = '' or not private.is_hook_url(target) then return; end if; -- no hook set
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    insert into public.deploy_hook_calls (requested_at, status, error)
      values (state.requested_at, 'failed', 'This database cannot make HTTP calls (pg_net is not enabled).');
    return;
  end if;
  token := btrim(coalesce(hook ->> 'token', ''));
  -- A JSON body every host accepts; GitHub's repository_dispatch needs exactly this event_type
  -- field, a token and these headers.
  request := net.http_post(
    url := target,
    body := jsonb_build_object('event_type', 'connectia-publish',
                               'client_payload', jsonb_build_object('published_at', state.requested_at)),
    headers := jsonb_build_object('Content-Type', 'application/json',
                                  'Accept', 'application/vnd.github+json',
                                  'User-Agent', 'connectia-deploy-hook')
               || case when token <> '' then jsonb_build_object('Authorization', 'Bearer ' || token) else '{}'::jsonb end,
    timeout_milliseconds := 30000
  );
  insert into public.deploy_hook_calls (requested_at, request_id) values (state.requested_at, request);
  delete from public.deploy_hook_calls c where c.called_at < now() - interval '90 days';
end
$$;

-- For the admin's Deploy Hook tab: when the next call is due (null: none) and the last call.
create or replace function public.deploy_hook_status() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only the site owner may see the deploy hook.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'due_at', (select s.due_at from private.deploy_hook_state s where s.singleton),
    'last_call', (select to_jsonb(c) - 'request_id' from public.deploy_hook_calls c order by c.id desc limit 1)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what. Supabase grants EXECUTE on new public functions to anon and authenticated
-- by default: take that back.

revoke all on function
  private.is_hook_url(text), private.admin_settings_guard(), private.admin_setting(text),
  private.kick_notifier(), private.enqueue_notification(text, text, jsonb, timestamptz),
  private.schedule_newsletter_summary(), private.notify_inbox_insert(), private.forget_inbox_notification(),
  private.notifications_tick(), private.schedule_deploy_tick(), private.request_deploy(),
  private.request_deploy_trigger(), private.deploy_hook_tick()
  from public;
revoke all on function public.notifications_claim(integer), public.notifications_finish(bigint, text),
  public.notifications_retry(), public.deploy_hook_status()
  from public, anon, authenticated;
grant execute on function public.notifications_claim(integer), public.notifications_finish(bigint, text)
  to service_role;
grant execute on function public.notifications_retry(), public.deploy_hook_status() to authenticated;

-- Each minute, where pg_cron is enabled: notifications due for a retry (the deploy hook schedules its
-- own job when a publish needs it).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('connectia-notifications', '* * * * *', 'select private.notifications_tick()');
  end if;
end
$$;
