/**
 * GET /rest/api/health: the server answers and its database is reachable, and which payment provider takes the
 * money (`testPayments`: the sandbox, nothing is charged; the payment page and the admin overview say TEST MODE).
 * GET /rest/api/health/live: the process answers (liveness). GET /rest/api/health/ready: it can serve (readiness;
 * 503 while the database is unreachable).
 */
import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.String(),
  database: Type.String(),
  paymentProvider: Type.String(),
  testPayments: Type.Boolean(),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const ProbeResponse = Type.Object({ status: Type.String() });
export type ProbeResponse = Static<typeof ProbeResponse>;
