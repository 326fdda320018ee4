/** JSON Schemas of the account routes: what each accepts (nothing more) and what it answers. */
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '../../shared/api/auth';
import { orderedItemListSchema } from '../cart/schemas';
import { errorResponseSchema } from '../http/errors';

const email = { type: 'string', format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH } as const;
const newPassword = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
/** Something other than blanks. */
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** The spec's envelope: a message and a code. */
const envelope = {
  type: 'object',
  properties: { responce: { type: 'string' }, responceId: { type: 'string' } },
  required: ['responce', 'responceId'],
} as const;

/** Every refusal is the app's error shape; auth refusals add their code in responceId. */
const problems = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
} as const;

const sessionFields = {
  accessTokenExpiration: { type: 'integer', description: 'Epoch milliseconds when the token expires' },
  email: { type: 'string' },
  fullName: { type: 'string' },
  role: { type: 'string', enum: ['user', 'admin'] },
} as const;

function body(properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

export const sendOtpSchema = {
  tags: ['account'],
  summary: 'E-mail a 4-digit signup code (OSS), or UE when the e-mail has an account',
  querystring: body({ email }),
  response: { 200: envelope, ...problems },
};

export const verifyOtpSchema = {
  tags: ['account'],
  summary: 'Check the signup code (OVS)',
  body: body({ email, otp: { type: 'string', pattern: OTP_PATTERN } }),
  response: { 200: envelope, ...problems },
};

export const signupSchema = {
  tags: ['account'],
  summary: 'Create the account of a verified e-mail (NUSS), or UE',
  body: body({
    email,
    password: newPassword,
    full_name: text(FULL_NAME_MAX_LENGTH),
    phone: { type: 'string', pattern: PHONE_PATTERN },
    role: { type: 'string', enum: ['user'] },
  }),
  response: { 200: envelope, ...problems },
};

export const loginSchema = {
  tags: ['account'],
  summary: 'Log in: responce is the access token, responceId.inCartDtoList the cart',
  body: body({
    email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  }),
  response: {
    200: {
      type: 'object',
      properties: {
        responce: { type: 'string' },
        responceId: {
          type: 'object',
          properties: { inCartDtoList: orderedItemListSchema },
          required: ['inCartDtoList'],
        },
        ...sessionFields,
      },
      required: ['responce', 'responceId', 'accessTokenExpiration', 'email', 'fullName', 'role'],
    },
    ...problems,
  },
};

export const refreshSchema = {
  tags: ['account'],
  summary: 'A fresh access token for a signed-in user (bearer)',
  response: {
    200: {
      type: 'object',
      properties: { responce: { type: 'string' }, responceId: { type: 'string' }, ...sessionFields },
      required: ['responce', 'responceId', 'accessTokenExpiration', 'email', 'fullName', 'role'],
    },
    ...problems,
  },
};

export const forgotPasswordSchema = {
  tags: ['account'],
  summary: 'E-mail a reset link; the same answer (PRRSS) whether or not the e-mail has an account',
  body: body({ email }),
  response: { 200: envelope, ...problems },
};

export const resetPasswordSchema = {
  tags: ['account'],
  summary: 'Set a new password with a mailed reset token (PUSS)',
  body: body({
    email,
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,200}$' },
    password: newPassword,
  }),
  response: { 200: envelope, ...problems },
};

const userDetails = {
  type: 'object',
  properties: { name: { type: 'string' }, email: { type: 'string' }, number: { type: 'string' } },
  required: ['name', 'email', 'number'],
} as const;

export const userDetailsSchema = {
  tags: ['account'],
  summary: "The signed-in user's name, e-mail and phone number",
  response: { 200: userDetails, ...problems },
};

export const updateUserSchema = {
  tags: ['account'],
  summary: "Update the signed-in user's name and phone number",
  body: body({
    firstName: text(FULL_NAME_MAX_LENGTH),
    email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH },
    phoneNumber: { type: 'string', pattern: PHONE_PATTERN },
  }),
  response: {
    200: {
      type: 'object',
      properties: { ...envelope.properties, ...userDetails.properties },
      required: ['responce', 'responceId', 'name', 'email', 'number'],
    },
    ...problems,
  },
};
