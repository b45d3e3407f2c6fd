-- Section backgrounds: an image or a colour (with overlay opacity) behind each home section.
-- The hero has three (one per slide); every other section has exactly one, at position 1.
create table public.carousel_backgrounds (
  id bigint generated always as identity primary key,
  section text not null check (section in (
    'hero', 'services', 'activities', 'products', 'testimonials', 'videos', 'books',
    'promotions', 'music'
  )),
  position integer not null default 1
    check (position between 1 and 3 and (section = 'hero' or position = 1)),
  background_url text,
  background_color text not null default '#ffffff',
  opacity integer not null default 100 check (opacity between 0 and 100),
  title text,
  subtitle text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (section, position)
);

alter table public.carousel_backgrounds enable row level security;

create policy "Everyone reads section backgrounds"
  on public.carousel_backgrounds for select to anon, authenticated
  using (true);

create policy "Admins add section backgrounds"
  on public.carousel_backgrounds for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit section backgrounds"
  on public.carousel_backgrounds for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete section backgrounds"
  on public.carousel_backgrounds for delete to authenticated
  using ((select private.is_admin()));

grant select on public.carousel_backgrounds to anon, authenticated;
grant insert, update, delete on public.carousel_backgrounds to authenticated;
grant all on public.carousel_backgrounds to service_role;

create trigger set_updated_at
  before update on public.carousel_backgrounds
  for each row execute function private.set_updated_at();
