/** JSON Schemas of the content routes (spec section 7: createuserdata, get_userdata_component_fromuser). */
import { errorResponseSchema } from '../http/errors';

/** Enough for the largest schema's slots with room to spare; more is junk. */
export const MAX_COMPONENTS = 1000;

const templateId = { type: 'string', minLength: 1, maxLength: 40 } as const;
const userName = { type: 'string', maxLength: 254 } as const;
const liveId = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' } as const;

export const componentSchema = {
  type: 'object',
  required: ['comp_id', 'comp_value'],
  properties: {
    comp_id: { type: 'string', minLength: 1, maxLength: 200 },
    comp_type: { type: 'string', enum: ['IMAGE', 'TEXT'] },
    comp_value: { type: 'string', maxLength: 5000 },
  },
  additionalProperties: false,
} as const;

const contentAnswer = {
  type: 'object',
  required: ['baseTempID', 'liveID', 'components'],
  properties: {
    baseTempID: { type: 'string' },
    liveID: { type: 'string' },
    components: { type: 'array', items: componentSchema },
  },
} as const;

const rejection = {
  ...errorResponseSchema,
  properties: {
    ...errorResponseSchema.properties,
    problems: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

const problems = { 400: rejection, 401: errorResponseSchema, 403: errorResponseSchema } as const;

export const createUserDataSchema = {
  summary: "Save the caller's content for a bought template (the complete component list)",
  body: {
    type: 'object',
    required: ['baseTempID', 'components'],
    properties: {
      baseTempID: templateId,
      userName,
      liveID: { anyOf: [liveId, { type: 'null' }] },
      components: { type: 'array', maxItems: MAX_COMPONENTS, items: componentSchema },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      required: ['responce', 'responceId'],
      properties: { responce: { type: 'string' }, responceId: contentAnswer },
    },
    ...problems,
  },
} as const;

export const getUserDataSchema = {
  summary: "The caller's saved content for a template, to prefill the form",
  querystring: {
    type: 'object',
    required: ['baseTempID'],
    properties: { baseTempID: templateId, userName, liveID: liveId },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      required: ['responce', 'responceId'],
      properties: { responce: { type: 'string' }, responceId: contentAnswer },
    },
    ...problems,
  },
} as const;
