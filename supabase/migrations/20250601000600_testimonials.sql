-- Testimonials: visitors only see the featured ones (the owner picks which stories are shown).
create table public.testimonials (
  id bigint generated always as identity primary key,
  name text not null,
  age text,
  avatar_url text,
  quote text not null,
  content text not null,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.testimonials enable row level security;

create policy "Visitors read featured testimonials, admins read all"
  on public.testimonials for select to anon, authenticated
  using (featured or (select private.is_admin()));

create policy "Admins add testimonials"
  on public.testimonials for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit testimonials"
  on public.testimonials for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete testimonials"
  on public.testimonials for delete to authenticated
  using ((select private.is_admin()));

grant select on public.testimonials to anon, authenticated;
grant insert, update, delete on public.testimonials to authenticated;
grant all on public.testimonials to service_role;

create trigger set_updated_at
  before update on public.testimonials
  for each row execute function private.set_updated_at();
