-- Activities: retreats, workshops, courses... Visitors see the visible ones; the home page shows
-- the featured ones.
create table public.activities (
  id bigint generated always as identity primary key,
  title text not null,
  description text not null,
  short_description text,
  image_url text,
  -- The current values, plus the legacy aliases older rows still carry (the site displays both).
  type text not null default 'retiro' check (type in (
    'reto', 'curso', 'taller', 'retiro', 'charla', 'sesion', 'clase', 'estancia',
    'videoconferencia', 'formacion', 'encuentro', 'acompanamiento', 'mentoria',
    'retreat', 'workshop', 'course', 'talk'
  )),
  status text not null default 'proximamente' check (status in (
    'proximamente', 'inscripcion_abierta', 'inscripcion_cerrada', 'no_quedan_plazas',
    'pocas_plazas', 'finalizado',
    'upcoming', 'open', 'limited', 'closed'
  )),
  location text,
  date text,
  price text,
  is_online boolean not null default false,
  online_platform text,
  cta_text text,
  cta_link text,
  use_google_form boolean not null default false,
  google_form_url text,
  reserve_button_text text default 'Reservar plaza',
  reserve_button_url text,
  button_text2 text,
  button_link2 text,
  is_featured boolean not null default false,
  is_visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.activities enable row level security;

-- A hidden activity is a draft or a past one the owner keeps: only admins see it.
create policy "Visitors read visible activities, admins read all"
  on public.activities for select to anon, authenticated
  using (is_visible or (select private.is_admin()));

create policy "Admins add activities"
  on public.activities for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit activities"
  on public.activities for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete activities"
  on public.activities for delete to authenticated
  using ((select private.is_admin()));

grant select on public.activities to anon, authenticated;
grant insert, update, delete on public.activities to authenticated;
grant all on public.activities to service_role;

create trigger set_updated_at
  before update on public.activities
  for each row execute function private.set_updated_at();
