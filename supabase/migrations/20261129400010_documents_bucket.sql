-- The documents bucket: PDFs the owner keeps in the media library, e.g. a book's download. Public
-- like the images and audio buckets (Storage serves a file by its address without a policy); its
-- size limit and its one type are enforced by Storage from these columns, and the embedded Storage
-- also reads the bytes (edge-functions/_shared/file-rule.ts: a `.pdf` that is not one is refused).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', true, 20971520, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- As for images and audio: only admins list, upload, replace (a move to the trash bucket is an
-- update of the row) and delete; visitors read the files by their public address only.
create policy "Admins list documents"
  on storage.objects for select to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins upload documents"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins replace documents"
  on storage.objects for update to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()))
  with check (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins delete documents"
  on storage.objects for delete to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()));
