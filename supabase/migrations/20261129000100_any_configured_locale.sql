-- A language is a code of the site's configuration (src/schema-kit/locales.ts: 'en', 'ar', …), and
-- the database accepts any well-formed one: adding a language to the configuration needs no
-- migration. A code is two or three lower-case letters (ISO 639); anything else is refused, so a
-- visitor cannot store a sentence where a language belongs. English stays every document's first
-- language.

alter table public.inquiries drop constraint inquiries_locale_check,
  add constraint inquiries_locale_check check (locale ~ '^[a-z]{2,3}$');
alter table public.job_applications drop constraint job_applications_locale_check,
  add constraint job_applications_locale_check check (locale ~ '^[a-z]{2,3}$');
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_locale_check,
  add constraint newsletter_subscribers_locale_check check (locale ~ '^[a-z]{2,3}$');
alter table public.visits drop constraint visits_locale_check,
  add constraint visits_locale_check check (locale ~ '^[a-z]{2,3}$');
alter table public.documents drop constraint documents_locales_check,
  add constraint documents_locales_check
    check (locales @> array['en'] and array_to_string(locales, ' ') ~ '^[a-z]{2,3}( [a-z]{2,3})*$');

comment on column public.documents.locales is 'The languages the document is published in: en, and each other language it has a title in.';

-- The visit counter checks a language the same way; the rest of it is unchanged.
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
  if locale is null or locale !~ '^[a-z]{2,3}$' then
    raise exception 'A visit''s language must be a language code such as "en" or "ar".' using errcode = '22023';
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
