-- A sign-in's success forgives the account's failures from that address that had finished when
-- it began. Timestamps can tie (a coarse clock, or a failure finished in the same instant the
-- success began), and a failure finished at that instant was already judged: it is forgiven too.
-- Attempts still being judged (no finished_at) stay, as before.
create or replace function private.finish_login_attempt(reservation uuid, outcome text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if outcome = 'failed' then
    update private.login_attempts a
    set finished_at = clock_timestamp()
    where a.attempt = finish_login_attempt.reservation;
  elsif outcome = 'succeeded' then
    delete from private.login_attempts a
    using private.login_attempts mine
    where mine.attempt = finish_login_attempt.reservation
      and mine.scope = 'account'
      and a.throttle_key = mine.throttle_key
      and a.finished_at <= mine.started_at;
    delete from private.login_attempts a where a.attempt = finish_login_attempt.reservation;
  elsif outcome = 'unjudged' then
    delete from private.login_attempts a where a.attempt = finish_login_attempt.reservation;
  else
    raise exception 'unknown login outcome: %', outcome using errcode = '22023';
  end if;
end
$$;
