import { sql, type SQL } from 'drizzle-orm';

/**
 * A correlated subquery's rows as one JSON array in the given order (empty when there are none):
 * a record's lists come back with the record in one round trip, where each further query would
 * cost about a millisecond in the embedded database.
 */
export const jsonRows = <T>(object: SQL, from: SQL, order: SQL) => sql<T[]>`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) from ${from})`;
