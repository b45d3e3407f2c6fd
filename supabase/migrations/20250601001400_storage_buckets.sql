-- Upload buckets. Both are public: Storage serves their files to anyone by URL without any
-- policy. Size limits and MIME types are enforced by Storage itself from these columns.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('images', 'images', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('audio', 'audio', true, 52428800,
    array['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/wav',
      'audio/x-wav', 'audio/flac', 'audio/x-flac'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Only admins write, and only admins may list: a select policy for visitors would let anyone
-- enumerate every uploaded file (public URLs keep working without one). Upsert needs
-- select + insert + update, delete needs select + delete.
create policy "Admins list uploaded files"
  on storage.objects for select to authenticated
  using (bucket_id in ('images', 'audio') and (select private.is_admin()));

create policy "Admins upload files"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('images', 'audio') and (select private.is_admin()));

create policy "Admins replace uploaded files"
  on storage.objects for update to authenticated
  using (bucket_id in ('images', 'audio') and (select private.is_admin()))
  with check (bucket_id in ('images', 'audio') and (select private.is_admin()));

create policy "Admins delete uploaded files"
  on storage.objects for delete to authenticated
  using (bucket_id in ('images', 'audio') and (select private.is_admin()));
