-- "Eliminar definitivamente" for one entry of the Papelera: what "Vaciar papelera" does
-- (20261128100000_trash.sql), for that entry alone. The row it kept is forgotten here; a file's
-- objects in the trash bucket are deleted by the api function through the Storage API after this
-- transaction, as emptying does, with the names this answers.

-- Forgets one entry and answers its objects in the trash bucket (`<bucket>/<name>`, none for a
-- content item), or null when there is no such entry (already restored, emptied or purged).
create function private.delete_trash_entry(entry_id bigint) returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone private.trash;
begin
  perform private.refuse_unless_admin();
  delete from private.trash where id = entry_id returning * into gone;
  if not found then
    return null;
  end if;
  if gone.kind <> 'file' then
    return '{}';
  end if;
  return array(
    select (gone.item ->> 'bucket') || '/' || each_name
    from jsonb_array_elements_text(gone.item -> 'names') as each_name);
end;
$$;

revoke execute on function private.delete_trash_entry(bigint) from public, anon;
-- The admin's transaction in the api function calls it; it checks that the caller is an admin.
grant execute on function private.delete_trash_entry(bigint) to authenticated, service_role;
