/** The rows of `db.execute` (raw SQL): node-postgres and PGlite's drizzle driver both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
