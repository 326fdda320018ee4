/**
 * Creates a PGlite data directory and brings it to the latest migration, in a process of its own: initdb and the
 * first migrations grow the WebAssembly heap to about 900 MB and a WebAssembly memory never shrinks, so the server
 * that opens the directory afterwards would keep that peak for its whole life. Plain JavaScript, so plain `node`
 * runs it whether the server runs from TypeScript or from a build.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [location, migrationsFolder] = process.argv.slice(2);
if (!location || !migrationsFolder) {
  console.error('usage: create-pglite.mjs <data directory> <migrations folder>');
  process.exit(2);
}
const client = await PGlite.create(location);
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
