/** The invitation pictures' routes (contract and rules: ../cards.ts), for typed calls. */
import type { MediaRequest, MediaStarted, MediaStatus } from '../cards';
import { route, type } from '../route';

export const cardRoutes = {
  make: route('POST', '/rest/api/private/live/{liveId}/media', {
    answer: type<MediaStarted>(),
    body: type<MediaRequest>(),
  }),
  status: route('GET', '/rest/api/private/live/{liveId}/media/{id}', { answer: type<MediaStatus>() }),
};
