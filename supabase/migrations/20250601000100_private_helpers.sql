-- Helpers shared by every domain. They live in `private`, a schema the API does not expose:
-- policies and triggers may call them, clients cannot reach them as RPC endpoints.
create schema if not exists private;

-- Policies run as the caller, so the API roles need to see the schema (each function still
-- grants execute on its own, and only to the roles that need it).
grant usage on schema private to anon, authenticated, service_role;

-- Keeps `updated_at` honest whatever the client sends: editors rely on it to detect stale edits.
create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

revoke execute on function private.set_updated_at() from public;
