import { sql, type SQL } from 'drizzle-orm';

/**
 * An offer as the public may see it, for the highlights' one statement: a JSON object (id, title,
 * first date, venue name and city) when the offer is published, not shadowed and not over yet,
 * else null. Booking owns the rule; the highlights module only places the subquery.
 */
export function publicOfferSubjectSql(offerId: SQL, now: Date): SQL {
  return sql`(select json_build_object(
      'id', o.id, 'title', o.title, 'startsAt', o.first_starts_at,
      'venueName', v.name, 'city', c.name)
    from booking_offers o
    left join pages v on v.id = o.venue_page_id
    left join cities c on c.id = v.city_id
    where o.id = ${offerId} and o.phase = 'published' and not o.shadowed
      and (o.ends_at is null or o.ends_at > ${now}))`;
}

/** The offer picker of the highlights: public, live offers by words of the title (full text). */
export function offerCandidatesSql(q: string, now: Date, limit: number): SQL {
  return sql`select o.id, o.title, o.first_starts_at as "startsAt", c.name as city
    from booking_offers o
    left join pages v on v.id = o.venue_page_id
    left join cities c on c.id = v.city_id
    where o.phase = 'published' and not o.shadowed
      and (o.ends_at is null or o.ends_at > ${now})
      and o.search @@ (websearch_to_tsquery('german', ${q}) || websearch_to_tsquery('english', ${q}))
    order by o.first_starts_at nulls last, o.id
    limit ${limit}`;
}
