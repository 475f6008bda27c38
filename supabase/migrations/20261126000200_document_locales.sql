-- The languages each published document is in. English always; Arabic once the document has an
-- Arabic title (the admin computes it when it publishes: src/storage/document-rows.ts). A document
-- published in English only has no /ar/ page, is left out of the Arabic listings and feed, and no
-- search-engine alternate points to it.
--
-- - Rows stored before this migration were shown in both languages (the Arabic pages read their
--   words through the seed documents' translations, English where there were none): they keep that,
--   from the column's default at the moment it is added. The default then becomes English only,
--   so an insert that does not say is never shown where it has no Arabic.
-- - Visitors read it through the existing select grant and policies; only the admin writes rows.
-- - The history (document_versions) keeps fields and body, from which a restore recomputes it.

alter table public.documents
  add column locales text[] not null default array['en', 'ar']
    constraint documents_locales_check check (locales @> array['en'] and locales <@ array['en', 'ar']);
alter table public.documents alter column locales set default array['en'];

comment on column public.documents.locales is 'The languages the document is published in: en, and ar once it has an Arabic title.';
