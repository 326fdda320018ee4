/** The account routes of the spec (section 7; contract: ../account.ts), for typed calls. */
import type {
  AuthEnvelope,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
  SendOtpQuery,
  SignupRequest,
  VerifyOtpRequest,
} from '../account';
import { route, type } from '../route';

export const accountRoutes = {
  requestOtp: route('GET', '/rest/api/send-verify-otp', { answer: type<AuthEnvelope>(), query: type<SendOtpQuery>() }),
  verifyOtp: route('POST', '/rest/api/verify-user', { answer: type<AuthEnvelope>(), body: type<VerifyOtpRequest>() }),
  signUp: route('POST', '/rest/api/signup', { answer: type<AuthEnvelope>(), body: type<SignupRequest>() }),
  logIn: route('POST', '/rest/api/login', { answer: type<LoginResponse>(), body: type<LoginRequest>() }),
  forgotPassword: route('POST', '/rest/api/forgot-password', {
    answer: type<AuthEnvelope>(),
    body: type<ForgotPasswordRequest>(),
  }),
  resetPassword: route('POST', '/rest/api/reset-forgot-password', {
    answer: type<AuthEnvelope>(),
    body: type<ResetPasswordRequest>(),
  }),
};
