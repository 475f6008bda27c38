-- The language of each visitor's message: the language of the page its form was on ('en' for the
-- English pages, 'ar' for the Arabic pages under /ar/), so the owner knows which language to answer
-- in. The Inbox shows it and the owner's notification e-mail says it (the e-mail is made from the
-- whole new row, private.notify_inbox_insert, so it carries the column with no change there).
--
-- - Rows stored before this migration were all sent from English pages: the default fills them.
-- - A form that sends no language (a page built before this change, still open in a browser) is
--   stored as English, the default.
-- - The database refuses any other value by itself, as it does for every other column.
-- - Who may do what is unchanged: visitors' insert grant covers the whole table, new columns
--   included, and the insert policies check only the status; the admin's update grants name their
--   columns (status, unsubscribed_at), so nobody changes a message's language afterwards.

alter table public.inquiries
  add column locale text not null default 'en' constraint inquiries_locale_check check (locale in ('en', 'ar'));
alter table public.job_applications
  add column locale text not null default 'en' constraint job_applications_locale_check check (locale in ('en', 'ar'));
alter table public.newsletter_subscribers
  add column locale text not null default 'en' constraint newsletter_subscribers_locale_check check (locale in ('en', 'ar'));

comment on column public.inquiries.locale is 'The language of the page the inquiry was sent from: en or ar.';
comment on column public.job_applications.locale is 'The language of the page the application was sent from: en or ar.';
comment on column public.newsletter_subscribers.locale is 'The language of the page the address signed up on: en or ar.';
