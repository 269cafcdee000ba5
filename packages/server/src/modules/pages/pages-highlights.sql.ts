import { sql, type SQL } from 'drizzle-orm';

/**
 * A page as the highlights list shows it, for the highlights' one statement: a JSON object (id,
 * kind, name, address parts, city) or null when the page is gone. Pages are public to everyone
 * (a profile may be private, a page may not), so existing is enough.
 */
export function publicPageSubjectSql(pageId: SQL): SQL {
  return sql`(select json_build_object(
      'id', p.id, 'kind', p.kind, 'name', p.name, 'urlname', p.urlname,
      'organizationType', p.organization_type, 'city', c.name)
    from pages p
    left join cities c on c.id = p.city_id
    where p.id = ${pageId})`;
}
