/** The buyer's live-site routes (contract and rules: ../live.ts), for typed calls. */
import type {
  LiveSite,
  LiveSiteList,
  PublishRequest,
  SlugCheckQuery,
  SlugCheckResponse,
  UnpublishRequest,
} from '../live';
import { route, type } from '../route';

export const liveRoutes = {
  sites: route('GET', '/rest/api/private/get_live_template_user', { answer: type<LiveSiteList>() }),
  checkSlug: route('GET', '/rest/api/private/live/slug', {
    answer: type<SlugCheckResponse>(),
    query: type<SlugCheckQuery>(),
  }),
  publish: route('POST', '/rest/api/private/live/publish', { answer: type<LiveSite>(), body: type<PublishRequest>() }),
  unpublish: route('POST', '/rest/api/private/live/unpublish', {
    answer: type<LiveSite>(),
    body: type<UnpublishRequest>(),
  }),
};
