/** The content routes of the spec (section 7; contract: ../content.ts), for typed calls. */
import type { CreateUserDataRequest, CreateUserDataResponse, UserDataQuery, UserDataResponse } from '../content';
import { route, type } from '../route';

export const contentRoutes = {
  /** The complete content (what is not sent is not kept). */
  save: route('POST', '/rest/api/private/createuserdata', {
    answer: type<CreateUserDataResponse>(),
    body: type<CreateUserDataRequest>(),
  }),
  /** 404 when nothing was saved yet. */
  saved: route('GET', '/rest/api/private/get_userdata_component_fromuser', {
    answer: type<UserDataResponse>(),
    query: type<UserDataQuery>(),
  }),
};
