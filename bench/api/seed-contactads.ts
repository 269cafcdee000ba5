/**
 * The contact ads' benchmark data (issue 18: "benchmark seed of 50k ads"), set-based like
 * seed-booking.ts: 50,000 ads of the four search types, an eighth published by artist pages
 * (≤ 3 per profile, as the domain allows), across the 400 biggest German cities and every
 * Austrian and Swiss city of more than 50,000 people; 84 % active, 11 % expired, 5 % paused,
 * one in 200 hidden by moderation. The viewer (user 1) has two ads of their own, so the matches
 * scenario has something to find: as themself a drummer seeking a band in Köln, and as their
 * artist page a band seeking a bass player.
 */
export const CONTACT_AD_VOLUME = { ads: 50_000 } as const;

const INSTRUMENTS = [
  'guitar',
  'bass',
  'drums',
  'vocals',
  'piano',
  'saxophone',
  'keys',
  'trumpet',
  'violin',
  'percussion',
];
const pick = (values: readonly string[], number: string) =>
  `(array[${values.map((value) => `'${value}'`).join(', ')}])[1 + (${number}) % ${values.length}]`;

const TEXTS = [
  'Wir suchen für unsere Rockband Verstärkung, Proberaum in der Innenstadt, zwei Proben pro Woche.',
  'Jazz-Combo sucht Mitspieler für Standards und eigene Stücke, Auftritte in Clubs der Region.',
  'Singer-songwriter looking for a band to play originals, rehearsals on weekends.',
  'Coverband mit vollem Terminkalender sucht Aushilfe für Stadtfeste und Hochzeiten.',
  'Looking for musicians to start a funk and soul project, no pressure, lots of groove.',
  'Metal-Band sucht Verstärkung für Album-Aufnahmen und Tour im Herbst.',
  'Suche Management oder Booking-Agentur für unsere Indie-Band mit zwei EPs.',
];

export const CONTACT_AD_STATEMENTS = (now: string, genre: (number: string) => string) => [
  `with cities_ranked as (
     select id, row_number() over (order by population desc, id) as n
     from cities where country = 'DE' or (country in ('AT', 'CH') and population > 50000)),
   city_count as (select count(*) as total from cities_ranked where n <= 460),
   ads as (
     select i, 1 + i % 4 as search_type,
       case when i % 8 = 0 then 'ba' || lpad((1 + (i / 8) % 6000)::text, 8, '0') end as page_id
     from generate_series(1, ${CONTACT_AD_VOLUME.ads}) i)
   insert into contact_ads (id, publisher_user_id, publisher_page_id, search_type, title, text,
     instruments_offered, instruments_searched, genres, ambition, skill, band_type, rehearsal_space,
     mobile, songs_available, remote, city_id, status, hidden, published_at, expires_at)
   select 'bc' || lpad(ads.i::text, 8, '0'),
     coalesce(p.created_by, 'bu' || lpad((2 + ads.i % 19999)::text, 8, '0')),
     ads.page_id, ads.search_type,
     (array['Band sucht', 'Musiker sucht Musiker', 'Musiker sucht Band', 'Partner gesucht'])[ads.search_type]
       || ': ' || ${pick(INSTRUMENTS, 'ads.i / 3')} || ' ' || ads.i,
     ${pick(TEXTS, 'ads.i')},
     array[${pick(INSTRUMENTS, 'ads.i')}],
     case when ads.search_type in (1, 2) then array[${pick(INSTRUMENTS, 'ads.i / 3')}]
       else '{}'::text[] end,
     array[${genre('ads.i')}, ${genre('ads.i / 7')}],
     (1 << (ads.i % 5)) | (1 << ((ads.i / 5) % 5)),
     case when ads.i % 6 = 0 then 0 else 1 << ((ads.i / 11) % 5) end,
     case when ads.i % 5 = 0 then null else 1 + ads.i % 3 end,
     ads.i % 3 = 0, ads.i % 2 = 0, ads.i % 4 = 1,
     case when ads.i % 10 < 7 then 0 else ads.i % 4 end,
     cr.id,
     case when ads.i % 19 < 16 then 'active' when ads.i % 19 < 18 then 'expired' else 'paused' end,
     ads.i % 200 = 0,
     ${now} - make_interval(mins => ads.i),
     case when ads.i % 19 in (16, 17) then ${now} - make_interval(days => 1 + ads.i % 30)
       else ${now} + make_interval(days => 1 + ads.i % 59) end
   from ads
   left join pages p on p.id = ads.page_id
   cross join city_count
   join cities_ranked cr on cr.n = 1 + ads.i % city_count.total`,
  // The viewer's own ads (user 1 and artist page 1), in Köln.
  `insert into contact_ads (id, publisher_user_id, publisher_page_id, search_type, title, text,
     instruments_offered, instruments_searched, genres, ambition, skill, band_type, remote, city_id,
     published_at, expires_at)
   select v.id, 'bu00000001', v.page_id, v.search_type, v.title, v.title,
     v.offered, v.searched, array['rock', 'indie'], 6, 4, 3, 0, c.id, ${now}, ${now} + interval '30 days'
   from (values
       ('bcviewer01', null, 3, 'Schlagzeuger sucht Band', array['drums'], '{}'::text[]),
       ('bcviewer02', 'ba00000001', 1, 'Band sucht Bassist', array['guitar'], array['bass']))
     v(id, page_id, search_type, title, offered, searched)
   cross join lateral (
     select id from cities where name = 'Köln' and country = 'DE' order by population desc limit 1) c`,
];
