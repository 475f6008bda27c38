-- A flood cannot flood the owner (docs/decisions/012-flood-limits.md).
--
-- Every stored inquiry or application would otherwise be an e-mail: a flood that gets past the
-- per-address and per-client limits (many clients) would fill the owner's mailbox and spend the
-- e-mail provider's quota. At most notifications_per_hour (10) lead e-mails are queued in any
-- hour; beyond that a lead gets no e-mail of its own but is counted in one waiting 'leads-summary'
-- notification, due when the hour of the oldest of those e-mails is over, which says how many more
-- arrived and links to the Inbox. The count happens in private.enqueue_notification, the one place
-- that decides whether an event becomes an e-mail, under a transaction-scoped advisory lock, so
-- simultaneous leads on a multi-connection PostgreSQL cannot all slip under the cap.

alter table private.settings
  add column if not exists notifications_per_hour integer not null default 10
    check (notifications_per_hour >= 0);
comment on column private.settings.notifications_per_hour is
  'Lead notification e-mails (inquiries, applications) at most queued per hour; the rest are summarised in one.';

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
  cap integer;
  recent integer;
  oldest timestamptz;
  summary bigint;
  queued bigint;
begin
  if settings -> 'enabled' = 'false'::jsonb then return null; end if;
  if switch is not null and settings -> switch = 'false'::jsonb then return null; end if;

  if event_kind in ('inquiry', 'application') then
    -- One lead at a time past this point, whatever the connection: the count below stays exact.
    perform pg_advisory_xact_lock(hashtext('connectia:lead-notifications'));
    select coalesce(s.notifications_per_hour, 10) into cap from private.settings s where s.singleton;
    select count(*)::integer, min(o.created_at) into recent, oldest
      from public.notification_outbox o
     where o.kind in ('inquiry', 'application') and o.created_at > now() - interval '1 hour';
    if recent >= coalesce(cap, 10) then
      -- Counted in the summary that is still waiting to be sent (never one already tried, whose
      -- text must stay as it was), or in a new one.
      update public.notification_outbox o
         set payload = jsonb_set(
               jsonb_set(o.payload, '{count}', to_jsonb(coalesce((o.payload ->> 'count')::integer, 0) + 1)),
               array[switch], to_jsonb(coalesce((o.payload ->> switch)::integer, 0) + 1))
       where o.id = (select s.id from public.notification_outbox s
                      where s.kind = 'leads-summary' and s.status = 'pending' and s.attempts = 0
                      order by s.id desc limit 1)
         and o.status = 'pending' and o.attempts = 0
      returning o.id into summary;
      if summary is null then
        insert into public.notification_outbox (kind, payload, next_attempt_at)
          values ('leads-summary',
                  jsonb_build_object('since', now(), 'count', 1, 'inquiries', 0, 'applications', 0)
                    || jsonb_build_object(switch, 1),
                  coalesce(oldest, now()) + interval '1 hour');
      end if;
      return null;
    end if;
  end if;

  insert into public.notification_outbox (kind, ref_id, payload, next_attempt_at)
    values (event_kind, event_ref, event_payload, not_before)
    returning id into queued;
  if not_before <= now() then perform private.kick_notifier(); end if;
  return queued;
end
$$;

revoke all on function private.enqueue_notification(text, text, jsonb, timestamptz) from public;
