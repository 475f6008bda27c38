-- Visits counted without cookies or stored identifiers, and where each lead came from
-- (docs/decisions/021-visit-counting.md).
--
-- 1. public.record_visit(...): the one way in, callable by anon through /rest/v1/rpc/record_visit.
--    It cleans its input (cut to size, control characters removed; an unknown language or device,
--    or a path that is not a path, is refused with 400), ignores bots and headless browsers by
--    their user agent, limits each client to visits_per_client_per_hour (the inbox's counter
--    table, a key of its own) with a clear PT429, and stores the view with the visitor's hash:
--    sha256(today's salt || client address || user agent || site), computed here.
-- 2. The salt is a random value per UTC day in private.visit_salts; a daily pg_cron job makes
--    the new one and deletes the old, so no visitor can be followed from one day to the next.
-- 3. Raw visits are kept 30 days; the same job rolls older days into daily totals
--    (public.visit_days, public.visit_totals) and deletes them. Only the admin reads any of it.
-- 4. The inbox tables record the page a message was sent from and the visit's first page,
--    referrer host and campaign; a trigger cleans them, so bad values never break a form.
-- 5. public.visit_report(days): the Analytics tab's figures, read under row-level security.

alter table private.settings
  add column if not exists visits_per_client_per_hour integer not null default 1000
    check (visits_per_client_per_hour > 0);
comment on column private.settings.visits_per_client_per_hour is
  'Page views one client (IP address, or IPv6 /64) may report per hour; more are refused with 429.';

create table if not exists private.visit_salts (
  day  date primary key,
  salt bytea not null
);
revoke all on private.visit_salts from public;

create table public.visits (
  id            bigint generated always as identity primary key,
  created_at    timestamptz not null default now(),
  day           date not null default (now() at time zone 'utc')::date,
  visitor       text not null check (char_length(visitor) = 64),
  path          text not null check (char_length(path) between 1 and 300),
  locale        text not null check (locale in ('en', 'ar')),
  device        text not null check (device in ('phone', 'tablet', 'desktop')),
  referrer_host text not null default '' check (char_length(referrer_host) <= 100),
  utm_source    text not null default '' check (char_length(utm_source) <= 100),
  utm_medium    text not null default '' check (char_length(utm_medium) <= 100),
  utm_campaign  text not null default '' check (char_length(utm_campaign) <= 100)
);
create index visits_day on public.visits (day);

-- Each day's distinct visitors and views, and per page, language, device, source and campaign.
create table public.visit_days (
  day      date primary key,
  visitors integer not null check (visitors >= 0),
  views    integer not null check (views >= 0)
);
create table public.visit_totals (
  day           date not null,
  path          text not null,
  locale        text not null,
  device        text not null,
  referrer_host text not null,
  utm_source    text not null,
  utm_medium    text not null,
  utm_campaign  text not null,
  visitors      integer not null check (visitors >= 0),
  views         integer not null check (views >= 0),
  primary key (day, path, locale, device, referrer_host, utm_source, utm_medium, utm_campaign)
);

alter table public.visits enable row level security;
alter table public.visit_days enable row level security;
alter table public.visit_totals enable row level security;
revoke all on public.visits, public.visit_days, public.visit_totals from anon, authenticated;
grant select on public.visits, public.visit_days, public.visit_totals to authenticated;
grant all on public.visits, public.visit_days, public.visit_totals to service_role;
create policy visits_admin_read on public.visits
  for select to authenticated using ((select private.is_admin()));
create policy visit_days_admin_read on public.visit_days
  for select to authenticated using ((select private.is_admin()));
create policy visit_totals_admin_read on public.visit_totals
  for select to authenticated using ((select private.is_admin()));

-- A visitor's words made safe to keep: control characters (and invalid code points) dropped,
-- spaces trimmed, cut to `size` characters.
create or replace function private.clean_text(value text, size integer) returns text
  language sql immutable set search_path = ''
as $$
  select left(btrim(regexp_replace(coalesce(value, ''), '[[:cntrl:]\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufffd]', '', 'g')), size)
$$;

-- A path as the site has them: starts with one '/', no query or fragment, at most 300 characters.
create or replace function private.clean_path(value text) returns text
  language sql immutable set search_path = ''
as $$
  select nullif(left(split_part(split_part(private.clean_text(value, 2048), '?', 1), '#', 1), 300), '')
$$;

-- A host name, lower case, or '' when the value is not one.
create or replace function private.clean_host(value text) returns text
  language sql immutable set search_path = ''
as $$
  select case when h ~ '^[a-z0-9]([a-z0-9.-]{0,98}[a-z0-9])?$' then h else '' end
  from (select lower(private.clean_text(value, 100)) as h) c
$$;

-- Where a view or a lead came from: its campaign's source, else the referring site, else direct.
create or replace function private.visit_source(utm_source text, referrer_host text) returns text
  language sql immutable set search_path = ''
as $$
  select coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), '(direct)')
$$;

-- Crawlers, link previews, monitors, scripts and headless or automated browsers, by user agent.
create or replace function private.is_robot(user_agent text) returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(user_agent, '') !~* '^mozilla/'
      or user_agent ~* '(bot|crawl|spider|slurp|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|preview|facebookexternalhit|monitor|uptime|pingdom|python|curl|wget|httpclient|java/|go-http)'
$$;

-- Today's salt (UTC), made on first use; making it deletes every older one.
create or replace function private.visit_salt() returns bytea
  language plpgsql security definer set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  found_salt bytea;
begin
  select s.salt into found_salt from private.visit_salts s where s.day = today;
  if found_salt is null then
    insert into private.visit_salts (day, salt)
      values (today, uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
      on conflict (day) do nothing;
    delete from private.visit_salts s where s.day < today;
    select s.salt into found_salt from private.visit_salts s where s.day = today;
  end if;
  return found_salt;
end
$$;

create or replace function public.record_visit(
  path text,
  locale text,
  device text,
  referrer_host text default '',
  utm_source text default '',
  utm_medium text default '',
  utm_campaign text default ''
) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  user_agent text := left(coalesce(headers ->> 'user-agent', ''), 512);
  site text := left(coalesce(headers ->> 'origin', ''), 200);
  who text := private.request_client();
  clean_path text := private.clean_path(path);
  per_client integer;
  used integer;
  since timestamptz;
begin
  if clean_path is null or left(clean_path, 1) <> '/' then
    raise exception 'A visit''s path must start with "/".' using errcode = '22023';
  end if;
  if locale is null or locale not in ('en', 'ar') then
    raise exception 'A visit''s language must be "en" or "ar".' using errcode = '22023';
  end if;
  if device is null or device not in ('phone', 'tablet', 'desktop') then
    raise exception 'A visit''s device must be "phone", "tablet" or "desktop".' using errcode = '22023';
  end if;
  if private.is_robot(user_agent) then
    return; -- not counted, and not told so
  end if;

  if who is not null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    select s.visits_per_client_per_hour into per_client from private.settings s where s.singleton;
    per_client := coalesce(per_client, 1000);
    insert into private.inbox_clients as c (client, window_start, hits)
      values ('visits ' || who, now(), 1)
      on conflict on constraint inbox_clients_pkey do update set
        window_start = case when c.window_start <= now() - interval '1 hour' then now() else c.window_start end,
        hits = case when c.window_start <= now() - interval '1 hour' then 1 else c.hits + 1 end
      returning c.hits, c.window_start into used, since;
    if used > per_client then
      raise exception 'Too many page views have been reported from your network in the last hour, so this one was not counted. Counting resumes %.',
          private.retry_phrase(since + interval '1 hour' - now())
        using errcode = 'PT429',
              detail = format('Counted again from %s.', to_char((since + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
    end if;
  end if;

  insert into public.visits (visitor, path, locale, device, referrer_host, utm_source, utm_medium, utm_campaign)
  values (
    encode(sha256(private.visit_salt() || convert_to(coalesce(who, '') || '|' || user_agent || '|' || site, 'UTF8')), 'hex'),
    clean_path, locale, device,
    private.clean_host(referrer_host),
    private.clean_text(utm_source, 100),
    private.clean_text(utm_medium, 100),
    private.clean_text(utm_campaign, 100)
  );
end
$$;
revoke all on function public.record_visit(text, text, text, text, text, text, text) from public;
grant execute on function public.record_visit(text, text, text, text, text, text, text) to anon, authenticated, service_role;
revoke all on function private.visit_salt(), private.is_robot(text) from public;

-- Daily (pg_cron): today's salt replaces yesterday's, and days older than 30 become totals.
create or replace function private.visits_daily() returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  keep_from date := (now() at time zone 'utc')::date - 30;
begin
  perform private.visit_salt();
  -- Whatever made today's salt, no older one outlives the day: yesterday's visitors cannot be linked.
  delete from private.visit_salts s where s.day < (now() at time zone 'utc')::date;
  insert into public.visit_days as t (day, visitors, views)
    select v.day, count(distinct v.visitor), count(*) from public.visits v
     where v.day < keep_from group by v.day
    on conflict (day) do update set visitors = t.visitors + excluded.visitors, views = t.views + excluded.views;
  insert into public.visit_totals as t (day, path, locale, device, referrer_host, utm_source, utm_medium, utm_campaign, visitors, views)
    select v.day, v.path, v.locale, v.device, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign,
           count(distinct v.visitor), count(*)
      from public.visits v where v.day < keep_from
     group by v.day, v.path, v.locale, v.device, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign
    on conflict (day, path, locale, device, referrer_host, utm_source, utm_medium, utm_campaign)
      do update set visitors = t.visitors + excluded.visitors, views = t.views + excluded.views;
  delete from public.visits v where v.day < keep_from;
end
$$;
revoke all on function private.visits_daily() from public;

do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('connectia-visits-daily', '0 0 * * *', 'select private.visits_daily()');
  end if;
end
$$;

-- Where each lead came from: the page its form was on, and its visit's first page, referrer host
-- and campaign (the browser keeps them for the tab's life). Cleaned, never refused.
alter table public.inquiries
  add column sent_from text not null default '',
  add column first_page text not null default '',
  add column referrer_host text not null default '',
  add column utm_source text not null default '',
  add column utm_campaign text not null default '';
alter table public.job_applications
  add column sent_from text not null default '',
  add column first_page text not null default '',
  add column referrer_host text not null default '',
  add column utm_source text not null default '',
  add column utm_campaign text not null default '';
alter table public.newsletter_subscribers
  add column sent_from text not null default '',
  add column first_page text not null default '',
  add column referrer_host text not null default '',
  add column utm_source text not null default '',
  add column utm_campaign text not null default '';

-- As definer: visitors may not use the private schema's functions themselves.
create or replace function private.clean_lead_origin() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.sent_from := coalesce(private.clean_path(new.sent_from), '');
  new.first_page := coalesce(private.clean_path(new.first_page), '');
  if left(new.sent_from, 1) <> '/' then new.sent_from := ''; end if;
  if left(new.first_page, 1) <> '/' then new.first_page := ''; end if;
  new.referrer_host := private.clean_host(new.referrer_host);
  new.utm_source := private.clean_text(new.utm_source, 100);
  new.utm_campaign := private.clean_text(new.utm_campaign, 100);
  return new;
end
$$;
revoke all on function private.clean_lead_origin() from public;
create trigger inquiries_clean_origin before insert on public.inquiries
  for each row execute function private.clean_lead_origin();
create trigger job_applications_clean_origin before insert on public.job_applications
  for each row execute function private.clean_lead_origin();
create trigger newsletter_subscribers_clean_origin before insert on public.newsletter_subscribers
  for each row execute function private.clean_lead_origin();

-- The Analytics tab's figures for the last `days` days (today included), from the raw visits and
-- the totals, with the leads of the same days. Runs as the caller: row-level security decides.
-- Visitors over several days are the sum of each day's visitors (the salt changes daily).
create or replace function public.visit_report(days integer) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  with bounds as (
    select (now() at time zone 'utc')::date - (least(greatest(days, 1), 366) - 1) as since
  ),
  viewed as (
    select v.day, v.path, v.locale, v.device, private.visit_source(v.utm_source, v.referrer_host) as source,
           v.utm_campaign as campaign, count(distinct v.visitor)::int as visitors, count(*)::int as views
      from public.visits v, bounds b where v.day >= b.since
     group by v.day, v.path, v.locale, v.device, 5, v.utm_campaign
    union all
    select t.day, t.path, t.locale, t.device, private.visit_source(t.utm_source, t.referrer_host),
           t.utm_campaign, t.visitors, t.views
      from public.visit_totals t, bounds b where t.day >= b.since
  ),
  -- The same without the page: a visitor who reads three pages of a campaign is one visitor of it.
  grouped as (
    select v.day, v.locale, v.device, private.visit_source(v.utm_source, v.referrer_host) as source,
           v.utm_campaign as campaign, count(distinct v.visitor)::int as visitors, count(*)::int as views
      from public.visits v, bounds b where v.day >= b.since
     group by v.day, v.locale, v.device, 4, v.utm_campaign
    union all
    select t.day, t.locale, t.device, private.visit_source(t.utm_source, t.referrer_host),
           t.utm_campaign, t.visitors, t.views
      from public.visit_totals t, bounds b where t.day >= b.since
  ),
  daily as (
    select v.day, count(distinct v.visitor)::int as visitors, count(*)::int as views
      from public.visits v, bounds b where v.day >= b.since group by v.day
    union all
    select d.day, d.visitors, d.views from public.visit_days d, bounds b where d.day >= b.since
  ),
  leads as (
    select l.first_page, private.visit_source(l.utm_source, l.referrer_host) as source, l.utm_campaign as campaign, l.locale
      from (
        select created_at, first_page, referrer_host, utm_source, utm_campaign, locale from public.inquiries
        union all
        select created_at, first_page, referrer_host, utm_source, utm_campaign, locale from public.job_applications
        union all
        select created_at, first_page, referrer_host, utm_source, utm_campaign, locale from public.newsletter_subscribers
      ) l, bounds b
     where l.created_at >= b.since
  ),
  -- Each visitor-day's views per group (visitors of one day add up across days).
  by_page as (
    select coalesce(p.path, l.first_page) as path, coalesce(p.visitors, 0) as visitors, coalesce(p.views, 0) as views,
           coalesce(l.leads, 0) as leads
      from (select path, sum(visitors)::int as visitors, sum(views)::int as views from viewed group by path) p
      full join (select first_page, count(*)::int as leads from leads group by first_page) l on l.first_page = p.path
  ),
  by_source as (
    select coalesce(s.source, l.source) as source, coalesce(s.visitors, 0) as visitors, coalesce(s.views, 0) as views,
           coalesce(l.leads, 0) as leads
      from (select source, sum(visitors)::int as visitors, sum(views)::int as views from grouped group by source) s
      full join (select source, count(*)::int as leads from leads group by source) l on l.source = s.source
  ),
  by_campaign as (
    select coalesce(s.campaign, l.campaign) as campaign, coalesce(s.visitors, 0) as visitors,
           coalesce(s.views, 0) as views, coalesce(l.leads, 0) as leads
      from (select campaign, sum(visitors)::int as visitors, sum(views)::int as views from grouped where campaign <> '' group by campaign) s
      full join (select campaign, count(*)::int as leads from leads where campaign <> '' group by campaign) l on l.campaign = s.campaign
  ),
  by_locale as (
    select coalesce(s.locale, l.locale) as locale, coalesce(s.visitors, 0) as visitors, coalesce(s.views, 0) as views,
           coalesce(l.leads, 0) as leads
      from (select locale, sum(visitors)::int as visitors, sum(views)::int as views from grouped group by locale) s
      full join (select locale, count(*)::int as leads from leads group by locale) l on l.locale = s.locale
  )
  select jsonb_build_object(
    'since', (select since from bounds),
    'days', (select coalesce(jsonb_agg(jsonb_build_object('day', g.day::date, 'visitors', coalesce(d.visitors, 0), 'views', coalesce(d.views, 0)) order by g.day), '[]')
               from bounds b cross join generate_series(b.since, (now() at time zone 'utc')::date, interval '1 day') g(day)
               left join (select day, sum(visitors)::int as visitors, sum(views)::int as views from daily group by day) d on d.day = g.day::date),
    'leads', (select count(*) from leads),
    'pages', (select coalesce(jsonb_agg(to_jsonb(x) order by x.views desc, x.leads desc, x.path), '[]') from by_page x),
    'sources', (select coalesce(jsonb_agg(to_jsonb(x) order by x.visitors desc, x.leads desc, x.source), '[]') from by_source x),
    'campaigns', (select coalesce(jsonb_agg(to_jsonb(x) order by x.visitors desc, x.leads desc, x.campaign), '[]') from by_campaign x),
    'languages', (select coalesce(jsonb_agg(to_jsonb(x) order by x.locale desc), '[]') from by_locale x),
    'devices', (select coalesce(jsonb_agg(jsonb_build_object('device', device, 'visitors', visitors, 'views', views) order by visitors desc, device), '[]')
                  from (select device, sum(visitors)::int as visitors, sum(views)::int as views from grouped group by device) x)
  )
$$;
revoke all on function public.visit_report(integer) from public;
grant execute on function public.visit_report(integer) to authenticated;
