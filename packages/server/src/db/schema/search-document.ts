import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A row's words for full-text search in German and English (spec: lists with search in both
 * languages): the title weighs more than the text. Used by generated columns, so it cannot go
 * stale (booking offers, contact ads).
 */
export const searchDocument = (title: SQL, description: SQL) =>
  sql`setweight(to_tsvector('german', coalesce(${title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${title}, '')), 'A') || setweight(to_tsvector('german', coalesce(${description}, '')), 'B') || setweight(to_tsvector('english', coalesce(${description}, '')), 'B')`;
