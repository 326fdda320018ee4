/**
 * Wire contract of the content calls (spec section 7, "User data payload"). The TypeBox values are the routes'
 * JSON Schemas; the web app imports only the types (`import type`).
 */
import { Type, type Static } from 'typebox';
import { ErrorResponse } from './errors';
import { Nullable, Strict, StringEnum } from './schema-helpers';

/** Enough for the largest schema's slots with room to spare; more is junk. */
export const MAX_COMPONENTS = 1000;

const TemplateId = Type.String({ minLength: 1, maxLength: 40 });
/** The caller's e-mail; content is always stored for the caller. */
const UserName = Type.String({ maxLength: 254 });
/** Live-site id the content is for ('' until a site is published). */
const LiveId = Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' });

/** One field's value: `comp_id` is `<templateId>-<FieldName>`. */
export const WireComponent = Strict({
  comp_id: Type.String({ minLength: 1, maxLength: 200 }),
  comp_type: Type.Optional(StringEnum(['IMAGE', 'TEXT'])),
  comp_value: Type.String({ maxLength: 5000 }),
});
export type WireComponent = Static<typeof WireComponent>;

/** POST /rest/api/private/createuserdata: the complete content (what is not sent is not kept). */
export const CreateUserDataRequest = Type.Object(
  {
    /** Template id, e.g. 'wed001'. */
    baseTempID: TemplateId,
    userName: Type.Optional(UserName),
    liveID: Type.Optional(Nullable(LiveId)),
    components: Type.Array(WireComponent, { maxItems: MAX_COMPONENTS }),
  },
  { additionalProperties: false },
);
export type CreateUserDataRequest = Static<typeof CreateUserDataRequest>;

const ContentAnswer = Type.Object({
  baseTempID: Type.String(),
  liveID: Type.String(),
  components: Type.Array(WireComponent),
});

export const CreateUserDataResponse = Type.Object({ responce: Type.String(), responceId: ContentAnswer });
export type CreateUserDataResponse = Static<typeof CreateUserDataResponse>;

/** GET /rest/api/private/get_userdata_component_fromuser?baseTempID=&userName=[&liveID=] */
export const UserDataQuery = Strict({
  baseTempID: TemplateId,
  userName: Type.Optional(UserName),
  liveID: Type.Optional(LiveId),
});
export type UserDataQuery = Static<typeof UserDataQuery>;

export const UserDataResponse = Type.Object({ responce: Type.String(), responceId: ContentAnswer });
export type UserDataResponse = Static<typeof UserDataResponse>;

/** One thing wrong with submitted content: the field (wire name) or the comp_id, and what is wrong. */
export const ContentProblem = Type.Object({ field: Type.String(), message: Type.String() });
export type ContentProblem = Static<typeof ContentProblem>;

/** A 400 of the content calls: `problems` when the content broke the template's rules (not on malformed input). */
export const ContentRejection = Type.Object(
  { ...ErrorResponse.properties, problems: Type.Optional(Type.Array(ContentProblem)) },
  { additionalProperties: true },
);
export type ContentRejection = Static<typeof ContentRejection>;
