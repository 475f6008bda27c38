-- Storage buckets (issues 10 and 11).
--
-- site-media: images of published settings (logos, team photos). Anyone reads (public bucket);
-- only the admin uploads, replaces or deletes. Images only, at most 5 MB.
--
-- resumes: job applicants' resumes. Private. Anonymous visitors may upload to a NEW path only (an
-- insert; no select, update or delete, so nobody can read, overwrite or list others' files); the
-- admin reads (through signed URLs) and deletes. PDF, DOC and DOCX only, at most 5 MB.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('site-media', 'site-media', true, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('resumes', 'resumes', false, 5242880,
   array['application/pdf', 'application/msword',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy site_media_admin_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'site-media' and (select private.is_admin()));
create policy site_media_admin_update on storage.objects
  for update to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()))
  with check (bucket_id = 'site-media' and (select private.is_admin()));
create policy site_media_admin_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()));
create policy site_media_admin_select on storage.objects
  for select to authenticated
  using (bucket_id = 'site-media' and (select private.is_admin()));

-- One folder per upload: <uuid>/<file name>, as the site's form sends it.
create policy resumes_visitor_insert on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'resumes'
    and array_length(storage.foldername(name), 1) = 1
    and (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and lower(storage.extension(name)) in ('pdf', 'doc', 'docx')
  );
create policy resumes_admin_select on storage.objects
  for select to authenticated
  using (bucket_id = 'resumes' and (select private.is_admin()));
create policy resumes_admin_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and (select private.is_admin()));
