/**
 * Wire contract of the account calls (spec section 7). The TypeBox values are the routes' JSON Schemas; the web
 * app imports only the types (`import type`). Codes and field limits are in ../account.ts.
 */
import { Type, type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '../account';
import { OrderedItemList } from './orders';
import { Strict, StringEnum } from './schema-helpers';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** Something other than blanks. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Phone = Type.String({ pattern: PHONE_PATTERN });
const Role = StringEnum(['user', 'admin']);

/** The spec's envelope: a message and a code (AUTH_CODES). */
export const AuthEnvelope = Type.Object({ responce: Type.String(), responceId: Type.String() });
export type AuthEnvelope = Static<typeof AuthEnvelope>;

/** GET /rest/api/send-verify-otp?email= */
export const SendOtpQuery = Strict({ email: Email });
export type SendOtpQuery = Static<typeof SendOtpQuery>;

/** POST /rest/api/verify-user */
export const VerifyOtpRequest = Strict({ email: Email, otp: Type.String({ pattern: OTP_PATTERN }) });
export type VerifyOtpRequest = Static<typeof VerifyOtpRequest>;

/** POST /rest/api/signup */
export const SignupRequest = Strict({
  email: Email,
  password: NewPassword,
  full_name: Text(FULL_NAME_MAX_LENGTH),
  phone: Phone,
  role: StringEnum(['user']),
});
export type SignupRequest = Static<typeof SignupRequest>;

/** POST /rest/api/login (any password that was ever set may be typed, so only an upper bound). */
export const LoginRequest = Strict({
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** Where a fresh session is described: login and refresh answers. */
const sessionFields = {
  /** Epoch milliseconds when the access token expires (stored as accessTokenExpiration). */
  accessTokenExpiration: Type.Integer({ description: 'Epoch milliseconds when the token expires' }),
  email: Type.String(),
  fullName: Type.String(),
  role: Role,
};

/** POST /rest/api/login: `responce` is the access token, responceId.inCartDtoList the cart. */
export const LoginResponse = Type.Object({
  responce: Type.String(),
  responceId: Type.Object({ inCartDtoList: OrderedItemList }),
  ...sessionFields,
});
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /rest/api/refresh-token: `responce` is the new access token. */
export const RefreshResponse = Type.Object({ responce: Type.String(), responceId: Type.String(), ...sessionFields });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /rest/api/forgot-password */
export const ForgotPasswordRequest = Strict({ email: Email });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** POST /rest/api/reset-forgot-password: the token is the random part of the mailed link. */
export const ResetPasswordRequest = Strict({
  email: Email,
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,200}$' }),
  password: NewPassword,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

const userDetailsFields = { name: Type.String(), email: Type.String(), number: Type.String() };

/** GET /rest/api/user_details */
export const UserDetails = Type.Object(userDetailsFields);
export type UserDetails = Static<typeof UserDetails>;

/** PUT /rest/api/update_user */
export const UpdateUserRequest = Strict({
  firstName: Text(FULL_NAME_MAX_LENGTH),
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  phoneNumber: Phone,
});
export type UpdateUserRequest = Static<typeof UpdateUserRequest>;

/** PUT /rest/api/update_user's answer: the envelope and the details as now stored. */
export const UpdateUserResponse = Type.Object({ ...AuthEnvelope.properties, ...userDetailsFields });
export type UpdateUserResponse = Static<typeof UpdateUserResponse>;
