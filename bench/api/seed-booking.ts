/**
 * The booking benchmark's data set (quality.md "Data volume"), written set-based with
 * generate_series so it takes seconds: 20,000 users, 2,000 venues and 6,000 artist pages,
 * 10,000 offers × 3 dates, 50,000 applications, ratings of the past gigs (at most 5,000),
 * avatars for half the parties; contacts (five per user), 20,000 conversations with ten messages
 * each (issue 15), and the viewer's 400 conversations and 60 contacts; 50,000 contact ads
 * (issue 18, seed-contactads.ts).
 * Ids are 10 alphanumerics like the app's (`bu00000042`). One user, the "viewer", owns a venue
 * and an artist page with offers, applications and ratings, follows 50 pages and has a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { CONTACT_AD_STATEMENTS } from './seed-contactads.ts';

export const VOLUME = {
  users: 20_000,
  venues: 2_000,
  artists: 6_000,
  offers: 10_000,
  datesPerOffer: 3,
  applications: 50_000,
  ratings: 5_000,
  /** Users 1..n each write with users i+1 and i+2: 2n conversations. */
  conversationPairs: 10_000,
  messagesPerConversation: 10,
  viewerConversations: 400,
} as const;

/** The viewer: user 1, owner of venue page 1 and artist page 1. */
export const VIEWER = { userId: 'bu00000001', venueId: 'bv00000001', artistId: 'ba00000001' };

const id = (prefix: string, number: string) => `'${prefix}' || lpad((${number})::text, 8, '0')`;
/** Twenty of the domain's genres, picked by `number`. */
const GENRES = [
  'rock',
  'pop',
  'indie',
  'alternative',
  'punk',
  'metal',
  'blues',
  'jazz',
  'swing',
  'soul',
  'funk',
  'reggae',
  'hip-hop',
  'electronic',
  'techno',
  'house',
  'folk',
  'country',
  'singer-songwriter',
  'classical',
];
const genre = (number: string) =>
  `(array[${GENRES.map((name) => `'${name}'`).join(', ')}])[1 + (${number}) % ${GENRES.length}]`;

const STATEMENTS = (now: string) => [
  // Accounts: every second one has a profile, every fourth an avatar.
  `insert into users (id, email, name, type, activated_at, created_at)
   select ${id('bu', 'i')}, 'bench' || i || '@example.com', 'Bench Person ' || i,
     case when i % 3 = 0 then 'private' else 'musician' end, ${now}, ${now} - make_interval(days => i % 900)
   from generate_series(1, ${VOLUME.users}) i`,
  `insert into images (id, owner_kind, owner_id, purpose, storage_key, width, height, renditions)
   select ${id('iu', 'i')}, 'user', ${id('bu', 'i')}, 'avatar', 'bench/user-' || i, 400, 400, '{}'
   from generate_series(4, ${VOLUME.users}, 4) i`,
  // Profiles in the 400 biggest German cities, one of six instruments, every tenth private
  // (the directory's musicians).
  `with ranked as (
     select id, row_number() over (order by population desc, id) as n
     from cities where country = 'DE')
   insert into profiles (user_id, avatar_image_id, city_id, instruments, visibility)
   select ${id('bu', 'i')}, case when i % 4 = 0 then ${id('iu', 'i')} end, ranked.id,
     array[(array['guitar', 'bass', 'drums', 'vocals', 'piano', 'saxophone'])[1 + (i / 2) % 6]],
     case when i % 20 = 0 then 'private' else 'public' end
   from generate_series(2, ${VOLUME.users}, 2) i join ranked on ranked.n = 1 + (i / 2) % 400`,
  // Venues in the 400 biggest German cities; artist pages; owners are users 1.. in turn.
  `with ranked as (
     select id, row_number() over (order by population desc, id) as n
     from cities where country = 'DE')
   insert into pages (id, kind, name, urlname, city_id, created_by)
   select ${id('bv', 'i')}, 'location', 'Bench Venue ' || i, 'bench-venue-' || i, ranked.id,
     ${id('bu', `1 + (i - 1) * 7 % ${VOLUME.users}`)}
   from generate_series(1, ${VOLUME.venues}) i join ranked on ranked.n = 1 + i % 400`,
  `insert into pages (id, kind, artist_form, name, urlname, genres, created_by)
   select ${id('ba', 'i')}, 'artist', case when i % 4 = 0 then 'solo' else 'band' end,
     'Bench Band ' || i, 'bench-band-' || i, array[${genre('i')}],
     ${id('bu', `1 + (i - 1) * 3 % ${VOLUME.users}`)}
   from generate_series(1, ${VOLUME.artists}) i`,
  `insert into images (id, owner_kind, owner_id, purpose, storage_key, width, height, renditions)
   select 'i' || substr(id, 2), 'page', id, 'avatar', 'bench/page-' || id, 400, 400, '{}'
   from pages where right(id, 1) in ('0', '2', '4', '6', '8')`,
  `update pages set avatar_image_id = 'i' || substr(id, 2)
   where right(id, 1) in ('0', '2', '4', '6', '8')`,
  `insert into page_members (page_id, user_id, role, joined_via)
   select id, created_by, 'owner', 'created' from pages`,
  `insert into page_follows (page_id, user_id)
   select ${id('bv', 'i * 37')}, '${VIEWER.userId}' from generate_series(1, 50) i`,
  // Offers: 90 % published over the next 180 days, 5 % drafts, 5 % over (dates a month ago);
  // a fifth published by the venue's owner as themself.
  `insert into booking_offers (id, publisher_user_id, publisher_page_id, title, performance_type,
     venue_page_id, schedule, duration_minutes, pay_kind, pay_amount_cents, backline, conditions,
     description, wanted_genres, local_acts_preferred, premium, phase, published_at, created_at)
   select ${id('bo', 'i')}, venue.created_by, case when i % 5 = 0 then null else venue.id end,
     (array['Rock-Abend', 'Jazz Night', 'Open Stage', 'Konzertreihe', 'Festival-Bühne',
       'Singer-Songwriter Abend', 'Kneipenkonzert', 'Club Night', 'Blues Session',
       'Acoustic Sunday'])[1 + i % 10] || ' ' || i,
     (array['live', 'live', 'live', 'stream', 'hybrid', 'session'])[1 + i % 6],
     venue.id, 'series', 45 + 15 * (i % 4),
     (array['pay', 'pay', 'negotiable', 'none', 'cost'])[1 + i % 5],
     case when i % 5 in (0, 1) then 10000 + (i % 40) * 2500
          when i % 5 = 4 then 5000 end,
     case when i % 3 = 0 then 'Drumset, Gitarren- und Bassverstärker' end,
     case when i % 4 = 0 then 'Getränke frei, Gästeliste +2' end,
     (array['Wir suchen Bands mit eigenen Songs für unsere Konzertreihe.',
       'Looking for bands and solo artists for a relaxed evening with great sound.',
       'Jazz- und Bluesmusiker gesucht, gerne auch Duos.',
       'Open stage for singer-songwriters: three songs each, friendly audience.',
       'Rockbands aus der Region für unser Sommerfestival gesucht.'])[1 + i % 5],
     array[${genre('i')}, ${genre('i / 7')}],
     i % 7 = 0, i % 11 = 0,
     case when i % 20 = 0 then 'draft' when i % 20 = 1 then 'over' else 'published' end,
     case when i % 20 <> 0 then ${now} - make_interval(hours => i % 2000) end,
     ${now} - make_interval(hours => i % 2000 + 1)
   from generate_series(1, ${VOLUME.offers}) i
   join pages venue on venue.id = ${id('bv', `1 + (i - 1) % ${VOLUME.venues}`)}`,
  `insert into booking_dates (id, offer_id, starts_at, slots)
   select ${id('bd', `(i - 1) * ${VOLUME.datesPerOffer} + k`)}, ${id('bo', 'i')},
     date_trunc('day', ${now}) + interval '20 hours'
       + make_interval(days => case when i % 20 = 1 then -40 else 1 + i % 180 end + (k - 1) * 7),
     3
   from generate_series(1, ${VOLUME.offers}) i, generate_series(1, ${VOLUME.datesPerOffer}) k`,
  `update booking_offers o set first_starts_at = d.first, last_starts_at = d.last,
     ends_at = d.last + make_interval(mins => o.duration_minutes)
   from (select offer_id, min(starts_at) as first, max(starts_at) as last
     from booking_dates group by offer_id) d
   where d.offer_id = o.id`,
  // Applications: each date has one or two, by different artist pages.
  `insert into booking_applications (id, offer_id, date_id, page_id, applied_by, status, text,
     applied_at, decided_at)
   select ${id('bp', 'j')}, ${id('bo', `1 + ((j - 1) % ${VOLUME.offers * VOLUME.datesPerOffer}) / ${VOLUME.datesPerOffer}`)},
     ${id('bd', `1 + (j - 1) % ${VOLUME.offers * VOLUME.datesPerOffer}`)},
     ${id('ba', `1 + ((j - 1) % ${VOLUME.artists} + (j - 1) / ${VOLUME.offers * VOLUME.datesPerOffer}) % ${VOLUME.artists}`)},
     null,
     (array['applied', 'applied', 'applied', 'confirmed', 'confirmed', 'rejected', 'withdrawn',
       'ignored'])[1 + j % 8],
     case when j % 2 = 0 then 'Wir würden gerne bei euch spielen!' end,
     ${now} - make_interval(hours => j % 3000), case when j % 8 >= 3 then ${now} end
   from generate_series(1, ${VOLUME.applications}) j`,
  `update booking_applications a set applied_by = m.user_id
   from page_members m where m.page_id = a.page_id and m.role = 'owner'`,
  `update booking_dates d set confirmed = c.n
   from (select date_id, count(*)::int as n from booking_applications
     where status = 'confirmed' group by date_id) c
   where c.date_id = d.id`,
  // Ratings of past gigs by both sides (the over offers' confirmed applications).
  `insert into booking_ratings (id, application_id, offer_id, offer_title, gig_starts_at,
     rater_side, rater_user_id, rater_page_id, rated_page_id, rated_user_id, value, text, created_at)
   select 'br' || substr(a.id, 3) || side.n, a.id, o.id, o.title, d.starts_at,
     side.name, case when side.n = 1 then o.publisher_user_id else a.applied_by end,
     case when side.n = 1 then o.publisher_page_id else a.page_id end,
     case when side.n = 1 then a.page_id else o.publisher_page_id end,
     case when side.n = 2 and o.publisher_page_id is null then o.publisher_user_id end,
     (array['positive', 'positive', 'neutral', 'negative'])[1 + length(a.id) % 4],
     'Gerne wieder, alles bestens organisiert.', d.starts_at + interval '2 days'
   from booking_applications a
   join booking_offers o on o.id = a.offer_id
   join booking_dates d on d.id = a.date_id
   cross join (values (1, 'offerer'), (2, 'artist')) side(n, name)
   where a.status = 'confirmed' and o.phase = 'over'
   limit ${VOLUME.ratings}`,
  // Contacts: every user with the next five (confirmed), the viewer also asked by ten.
  `insert into contact_relations (user_low_id, user_high_id, status, requester_id, addressee_id,
     requested_at, confirmed_at)
   select ${id('bu', 'i')}, ${id('bu', 'i + k')}, 'confirmed', ${id('bu', 'i')}, ${id('bu', 'i + k')},
     ${now} - make_interval(days => i % 300 + 1), ${now} - make_interval(days => i % 300)
   from generate_series(1, ${VOLUME.users - 5}) i, generate_series(1, 5) k`,
  `insert into contact_relations (user_low_id, user_high_id, status, requester_id, addressee_id,
     requested_at, confirmed_at)
   select '${VIEWER.userId}', ${id('bu', 'i')},
     case when i <= 65 then 'confirmed' else 'requested' end,
     case when i <= 65 then '${VIEWER.userId}' else ${id('bu', 'i')} end,
     case when i <= 65 then ${id('bu', 'i')} else '${VIEWER.userId}' end,
     ${now} - make_interval(days => i),
     case when i <= 65 then ${now} - make_interval(days => i) end
   from generate_series(7, 75) i`,
  // Conversations: user i with users i+1 and i+2, then the viewer with 400 more people.
  `insert into conversations (id, party_a_kind, party_a_id, party_b_kind, party_b_id,
     created_at, last_message_at)
   select ${id('bc', '(i - 1) * 2 + k')}, 'user', ${id('bu', 'i')}, 'user', ${id('bu', 'i + k')},
     ${now} - make_interval(hours => ((i - 1) * 2 + k) % 5000 + 10),
     ${now} - make_interval(hours => ((i - 1) * 2 + k) % 5000)
   from generate_series(1, ${VOLUME.conversationPairs}) i, generate_series(1, 2) k`,
  `insert into conversations (id, party_a_kind, party_a_id, party_b_kind, party_b_id,
     created_at, last_message_at)
   select ${id('bc', `${VOLUME.conversationPairs * 2} + i`)}, 'user', '${VIEWER.userId}', 'user',
     ${id('bu', 'i + 100')}, ${now} - make_interval(hours => i + 10), ${now} - make_interval(hours => i)
   from generate_series(1, ${VOLUME.viewerConversations}) i`,
  `insert into conversation_parties (conversation_id, party_kind, party_id, last_message_at,
     last_read_message_id, archived)
   select c.id, side.kind, side.id, c.last_message_at,
     case when length(c.id) % 2 = 0 or side.n = 1 then 'bm' || substr(c.id, 3) || '09' end,
     right(c.id, 1) = '7' and side.n = 2
   from conversations c
   cross join lateral (values (1, c.party_a_kind, c.party_a_id), (2, c.party_b_kind, c.party_b_id))
     side(n, kind, id)`,
  `insert into messages (id, conversation_id, sender_kind, sender_id, author_user_id, text, created_at)
   select 'bm' || substr(c.id, 3) || lpad((m - 1)::text, 2, '0'), c.id, 'user',
     case when m % 2 = 0 then c.party_a_id else c.party_b_id end,
     case when m % 2 = 0 then c.party_a_id else c.party_b_id end,
     (array['Hallo, habt ihr am Samstag noch einen Slot frei?', 'Klingt gut, schick mir die Details.',
       'Wir bringen unser eigenes Schlagzeug mit.', 'Soundcheck ist um 18 Uhr.',
       'Danke für den tollen Abend!'])[1 + m % 5],
     c.last_message_at - make_interval(mins => (${VOLUME.messagesPerConversation} - m) * 7)
   from conversations c, generate_series(1, ${VOLUME.messagesPerConversation}) m`,
];

/** Fills an empty, migrated database; answers the viewer's bearer token. */
export async function seedBooking(client: pg.ClientBase): Promise<{ token: string }> {
  const now = `'${new Date().toISOString()}'::timestamptz`;
  for (const statement of [...STATEMENTS(now), ...CONTACT_AD_STATEMENTS(now, genre)]) {
    await client.query(statement);
  }
  const token = randomBytes(32).toString('base64url');
  await client.query('insert into sessions (id, user_id, token_hash) values ($1, $2, $3)', [
    'bs00000001',
    VIEWER.userId,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return { token };
}
