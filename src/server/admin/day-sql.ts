import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { KOLKATA_OFFSET_MINUTES } from '../../shared/days';

/**
 * The Asia/Kolkata calendar day (YYYY-MM-DD) of a timestamptz column, in SQL. A fixed +05:30 offset (India has
 * no daylight saving) instead of a time-zone name, so it needs no time-zone database in PGlite.
 */
export function kolkataDaySql(column: PgColumn): SQL<string> {
  const offset = sql.raw(`interval '${KOLKATA_OFFSET_MINUTES} minutes'`);
  return sql<string>`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
}
