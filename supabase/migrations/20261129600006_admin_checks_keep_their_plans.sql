-- The admin checks every policy runs, kept cheap for visitors (issue 27, part 7). On PostgreSQL 15
-- a SQL function that cannot be inlined (these two are security definer with a search_path) is
-- parsed and planned again in every statement that calls it, and each `(select private.is_admin())`
-- of a policy is its own call: a visitor's list of books ran it twice, of activities three times,
-- at about 0.5 ms of the server's CPU each, more than the list's own query. PL/pgSQL keeps the
-- plans of its queries for the life of the connection, so the same checks cost about 0.05 ms
-- (measured with the bench's pooled connections). Same answers as before: a claim that is not a
-- UUID is no session, and a token without a live session is never an admin.
create or replace function private.session_is_live() returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claim text := auth.jwt() ->> 'session_id';
begin
  if claim is null
    or claim !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1
    from auth.sessions s
    where s.id = claim::uuid
      and s.user_id = auth.uid()
      and (s.not_after is null or s.not_after > now())
  );
end
$$;

create or replace function private.is_admin() returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.session_is_live() and coalesce(
    (select p.is_admin from public.profiles p where p.id = auth.uid()),
    false
  );
end
$$;
