/** Wire shapes of the content calls (spec section 7), shared by the server and the web app. */
import type { Component } from './schema-types';

/** POST /rest/api/private/createuserdata */
export interface CreateUserDataRequest {
  /** Template id, e.g. 'wed001'. */
  baseTempID: string;
  /** The caller's e-mail; content is always stored for the caller. */
  userName?: string;
  /** Live-site id the content is for ('' until a site is published). */
  liveID?: string;
  /** The complete content: what is not sent is not kept. */
  components: Component[];
}

export interface CreateUserDataResponse {
  responce: string;
  responceId: { baseTempID: string; liveID: string; components: Component[] };
}

/** GET /rest/api/private/get_userdata_component_fromuser?baseTempID=&userName=[&liveID=] */
export interface UserDataResponse {
  responce: 'OK';
  responceId: { baseTempID: string; liveID: string; components: Component[] };
}

/** A 400 from createuserdata: every problem names the field (wire name) or the comp_id. */
export interface ContentRejection {
  error: string;
  message: string;
  responce: string;
  problems: { field: string; message: string }[];
}
