/** GET /rest/api/health: the server answers and its database is reachable. */
import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({ status: Type.String(), database: Type.String() });
export type HealthResponse = Static<typeof HealthResponse>;
