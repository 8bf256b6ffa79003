import { sql, type RawBuilder } from 'kysely';

/**
 * How well a stored `search_name` matches a normalised query, best first: 0 exact, 1 the name
 * starts with it, 2 a word of the name starts with it, 3 it occurs anywhere. Normalised text
 * holds only letters, digits and single spaces, so it never carries a LIKE wildcard.
 */
export function matchRank(column: RawBuilder<string>, query: string): RawBuilder<number> {
  return sql<number>`(CASE WHEN ${column} = ${query} THEN 0
    WHEN ${column} LIKE ${`${query}%`} THEN 1
    WHEN ${column} LIKE ${`% ${query}%`} THEN 2
    ELSE 3 END)`;
}

/** Whether a stored `search_name` contains a normalised query at all. */
export function containsQuery(column: RawBuilder<string>, query: string): RawBuilder<boolean> {
  return sql<boolean>`${column} LIKE ${`%${query}%`}`;
}
