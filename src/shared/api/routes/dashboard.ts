/** The dashboard's route (contract: ../dashboard.ts), for typed calls. */
import type { DashboardResponse } from '../dashboard';
import { route, type } from '../route';

export const dashboardRoutes = {
  figures: route('GET', '/rest/api/private/dashboard', { answer: type<DashboardResponse>() }),
};
