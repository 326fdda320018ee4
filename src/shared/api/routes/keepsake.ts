/** The keepsake book's routes (contract and rules: ../keepsake.ts), for typed calls. */
import type { KeepsakeRequest, KeepsakeStatus } from '../keepsake';
import { route, type } from '../route';

export const keepsakeRoutes = {
  /** 404 when no book was ever made. */
  status: route('GET', '/rest/api/private/live/{liveId}/keepsake', { answer: type<KeepsakeStatus>() }),
  make: route('POST', '/rest/api/private/live/{liveId}/keepsake', {
    answer: type<KeepsakeStatus>(),
    body: type<KeepsakeRequest>(),
  }),
};
