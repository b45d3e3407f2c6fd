-- One place per picture: a hero slide's picture is its hero_content item's own background_url,
-- set in "Contenido del Hero". Until now a picture on hero background position n (section
-- 'hero' of carousel_backgrounds) won over the n-th active item's, so a picture chosen in
-- "Contenido del Hero" was saved and never shown. The admin no longer offers a picture on the
-- hero positions; their colour, opacity and texts stay.
--
-- So that the home page looks as it did, each position's picture moves onto the item that showed
-- it (the n-th active item with a title, by sort_order then id), and the positions' pictures are
-- cleared. A position's picture with no item behind it showed over the default texts; it cannot
-- move anywhere and that slide goes back to its default picture.
with slides as (
  select id, row_number() over (order by sort_order, id) as position
  from public.hero_content
  where is_active and coalesce(btrim(title), '') <> ''
)
update public.hero_content as item
set background_url = background.background_url
from slides
join public.carousel_backgrounds as background
  on background.section = 'hero' and background.position = slides.position
where item.id = slides.id
  and coalesce(btrim(background.background_url), '') <> '';

update public.carousel_backgrounds
set background_url = null
where section = 'hero' and background_url is not null;
