/** The buyer's look routes (contract: ../look.ts), for typed calls. */
import type { LookAnswer, SiteLookBody } from '../look';
import { route, type } from '../route';

export const lookRoutes = {
  look: route('GET', '/rest/api/private/look/{templateId}', { answer: type<LookAnswer>() }),
  /** Refused with 403 for what the pack lacks. */
  save: route('PUT', '/rest/api/private/look/{templateId}', { answer: type<LookAnswer>(), body: type<SiteLookBody>() }),
  /** Multipart, the track in the field `file` (MP3, AAC or OGG). */
  music: route('POST', '/rest/api/private/look/{templateId}/music', {
    answer: type<LookAnswer>(),
    body: type<FormData>(),
  }),
};
