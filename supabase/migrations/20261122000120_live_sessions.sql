-- Signing out ends a session in Auth (its auth.sessions row goes), but an access token stays
-- verifiable until it expires, up to an hour later. The `api` function asks this before it serves
-- the signed-in user or writes as them, in the same transaction as the write.

-- Whether the session of the caller's token (the `session_id` claim the function set with the
-- verified claims) still exists for that user and has not reached its end. It reads the caller's
-- own claims only, so nobody can probe other sessions through it. One primary-key lookup.
create function private.session_is_live() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = (
        select case when claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then claim::uuid
        end
        from (select auth.jwt() ->> 'session_id' as claim) as token
      )
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
  )
$$;

revoke execute on function private.session_is_live() from public;
grant execute on function private.session_is_live() to authenticated, service_role;
