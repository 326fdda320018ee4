import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The Asia/Kolkata calendar day (YYYY-MM-DD) of a timestamptz column, in SQL. A fixed +05:30 offset (India has
 * no daylight saving) instead of a time-zone name, so it needs no time-zone database in PGlite.
 */
export function kolkataDaySql(column: PgColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
}
