-- Videos: links to video pages with a thumbnail. `visible = false` hides one from visitors.
create table public.videos (
  id bigint generated always as identity primary key,
  title text not null,
  description text,
  thumbnail_url text,
  link text not null,
  featured boolean not null default false,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.videos enable row level security;

create policy "Visitors read visible videos, admins read all"
  on public.videos for select to anon, authenticated
  using (visible or (select private.is_admin()));

create policy "Admins add videos"
  on public.videos for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit videos"
  on public.videos for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete videos"
  on public.videos for delete to authenticated
  using ((select private.is_admin()));

grant select on public.videos to anon, authenticated;
grant insert, update, delete on public.videos to authenticated;
grant all on public.videos to service_role;

create trigger set_updated_at
  before update on public.videos
  for each row execute function private.set_updated_at();
