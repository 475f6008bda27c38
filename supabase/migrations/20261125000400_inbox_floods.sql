-- Visitors' forms hold against floods (docs/decisions/012-flood-limits.md).
--
-- 1. The per-address limit holds when requests overlap. The inbox trigger counted the address's
--    recent rows and then inserted, with no lock: on a real, multi-connection PostgreSQL, 30
--    overlapping inquiries from one address were all stored. It now takes a transaction-scoped
--    advisory lock on (table, lower-cased address) before counting, so a second request for the
--    same address waits until the first has committed (or rolled back) and then counts its row.
-- 2. A per-client limit across the three forms: at most inbox_per_client_per_hour (20) messages an
--    hour from one client, counted in private.inbox_clients by one atomic upsert per message. The
--    client is the address the API gateway puts in the request headers (PostgREST passes them in
--    `request.headers`): the first of private.settings.client_address_headers that holds a valid
--    IP address. An IPv6 client counts per /64, the block one connection is usually given.
--    Refused messages do not count (the refusal rolls the counter back with the insert).
-- 3. Both limits are settings the owner or operator changes in one place, for example:
--      update private.settings set inbox_per_client_per_hour = 40;
--
-- Each refusal is SQLSTATE PT429 (PostgREST: HTTP 429) with a message that says when to try again.

alter table private.settings
  add column if not exists inbox_per_address_per_hour integer not null default 5
    check (inbox_per_address_per_hour > 0),
  add column if not exists inbox_per_client_per_hour integer not null default 20
    check (inbox_per_client_per_hour > 0),
  -- Hosted Supabase: every request passes Cloudflare, which sets cf-connecting-ip to the address
  -- that connected (a value the client sent is replaced); x-forwarded-for's first entries are
  -- whatever the client claimed, so only its last entry (added by the nearest proxy) is used.
  add column if not exists client_address_headers text[] not null
    default array['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for'];

comment on column private.settings.inbox_per_address_per_hour is
  'Messages one e-mail address may send per hour, per inbox table.';
comment on column private.settings.inbox_per_client_per_hour is
  'Messages one client (IP address, or IPv6 /64) may send per hour, across the inbox tables.';
comment on column private.settings.client_address_headers is
  'Request headers that name the client, most trusted first; x-forwarded-for counts by its last entry.';

-- One row per client: the start of its current one-hour window and the messages in it.
create table if not exists private.inbox_clients (
  client       text primary key check (char_length(client) <= 64),
  window_start timestamptz not null,
  hits         integer not null check (hits >= 0)
);
create index if not exists inbox_clients_window_start on private.inbox_clients (window_start);
revoke all on private.inbox_clients from public;

-- The per-address count reads these instead of every row of the table.
create index if not exists inquiries_recent_by_address on public.inquiries (lower(email), created_at);
create index if not exists job_applications_recent_by_address on public.job_applications (lower(email), created_at);
create index if not exists newsletter_recent_by_address on public.newsletter_subscribers (lower(email), created_at);

-- The calling client, as the API gateway reported it: an IPv4 address, an IPv6 /64 network, or
-- 'unidentified' for an API request that names none. Null outside an API request (the SQL editor,
-- migrations, database jobs), which no per-client limit applies to.
create or replace function private.request_client() returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  headers jsonb;
  header text;
  raw text;
  address inet;
begin
  headers := nullif(current_setting('request.headers', true), '')::jsonb;
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  foreach header in array coalesce(
    (select s.client_address_headers from private.settings s where s.singleton),
    array['cf-connecting-ip', 'x-real-ip', 'x-forwarded-for']) loop
    raw := headers ->> lower(header);
    if lower(header) = 'x-forwarded-for' then
      raw := reverse(split_part(reverse(coalesce(raw, '')), ',', 1));
    end if;
    raw := btrim(coalesce(raw, ''));
    continue when raw !~ '^[0-9A-Fa-f:.]{2,45}$';
    begin
      address := raw::inet;
    exception when invalid_text_representation then
      continue;
    end;
    if family(address) = 6 then
      return network(set_masklen(address, 64))::text;
    end if;
    return host(address);
  end loop;
  return 'unidentified';
end
$$;

-- 'in an hour', 'in 37 minutes', 'in a minute': when a refused visitor may send again.
create or replace function private.retry_phrase(wait interval) returns text
  language sql immutable set search_path = ''
as $$
  select case
    when minutes >= 60 then 'in an hour'
    when minutes <= 1 then 'in a minute'
    else format('in %s minutes', minutes)
  end
  from (select ceil(greatest(extract(epoch from wait), 0) / 60)::integer as minutes) m
$$;

create or replace function private.inbox_rate_limit() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  per_address integer;
  per_client integer;
  who text;
  used integer;
  since timestamptz;
  recent integer;
  oldest timestamptz;
begin
  select s.inbox_per_address_per_hour, s.inbox_per_client_per_hour
    into per_address, per_client
    from private.settings s where s.singleton;
  per_address := coalesce(per_address, 5);
  per_client := coalesce(per_client, 20);

  -- Per client, across the three tables. The upsert locks the client's row until this transaction
  -- ends, so overlapping requests from one client count one after another. It comes before the
  -- address lock below, so every transaction takes its locks in the same order.
  who := private.request_client();
  if who is not null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    insert into private.inbox_clients as c (client, window_start, hits)
      values (who, now(), 1)
      on conflict on constraint inbox_clients_pkey do update set
        window_start = case when c.window_start <= now() - interval '1 hour' then now() else c.window_start end,
        hits = case when c.window_start <= now() - interval '1 hour' then 1 else c.hits + 1 end
      returning c.hits, c.window_start into used, since;
    if used > per_client then
      raise exception 'Too many messages have been sent from your network in the last hour, so this one was not accepted. Please try again %.',
          private.retry_phrase(since + interval '1 hour' - now())
        using errcode = 'PT429',
              detail = format('Accepted again from %s.', to_char((since + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
    end if;
    if used = 1 then
      -- A new window (once per client and hour): clear a few finished ones that nobody is using.
      delete from private.inbox_clients d
        where d.client in (
          select o.client from private.inbox_clients o
           where o.window_start <= now() - interval '1 hour'
           order by o.window_start
           limit 50
           for update skip locked);
    end if;
  end if;

  -- Per address, per table: one transaction at a time counts and inserts for an address.
  perform pg_advisory_xact_lock(hashtextextended('inbox ' || tg_table_name || ' ' || lower(new.email), 0));
  execute format(
    'select count(*), min(created_at) from public.%I where lower(email) = lower($1) and created_at > now() - interval ''1 hour''',
    tg_table_name)
    into recent, oldest using new.email;
  if recent >= per_address then
    raise exception 'Too many messages have been sent from this e-mail address in the last hour, so this one was not accepted. Please try again %.',
        private.retry_phrase(oldest + interval '1 hour' - now())
      using errcode = 'PT429',
            detail = format('Accepted again from %s.', to_char((oldest + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
  end if;
  new.created_at := now();
  return new;
end
$$;

revoke all on function private.request_client(), private.retry_phrase(interval), private.inbox_rate_limit() from public;
