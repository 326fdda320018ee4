/** The server's health route (contract: ../health.ts), for typed calls. */
import type { HealthResponse } from '../health';
import { route, type } from '../route';

export const healthRoutes = {
  /** Also says whether payments run on the sandbox. */
  health: route('GET', '/rest/api/health', { answer: type<HealthResponse>() }),
};
