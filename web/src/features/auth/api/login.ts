import { ErrorCode, Errors } from '@site/contracts/errors';
import { ApiError, api } from '../../../lib/api-client';
import { toAdminUser, type AdminUser } from '../utils/admin-session';

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
  /** The solved proof-of-work captcha, when the server asks for one. */
  captcha?: string;
  /** 6-digit TOTP code, once the server asked for it. */
  otp?: string;
}

/** POST /api/login → { user }. A 2xx without a usable user counts as a failed login. */
export async function login(input: LoginInput): Promise<AdminUser> {
  // A 401 here is an answer about the credentials, not a lost session.
  const answer = await api.post<{ user?: unknown } | undefined>('/api/login', input, { ignoreSessionLoss: true });
  const user = toAdminUser(answer?.user);
  if (!user) throw new ApiError(200, undefined);
  return user;
}

const SIGN_IN_ERRORS = [Errors.captchaRequired, Errors.captchaInvalid, Errors.totpRequired, Errors.totpInvalid];
/** The shared text of a sign-in refusal, for an answer that carried only its code. */
const knownErrorText = (code: string | undefined) => SIGN_IN_ERRORS.find((e) => e.code === code)?.().message;

/** The server's own words, else '登录失败'; no answer at all, '登录失败，请稍后重试'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? knownErrorText(error.code) ?? '登录失败';
  return '登录失败，请稍后重试';
}

/** What the form must add before the next try. */
export interface LoginNeeds {
  captcha: boolean;
  otp: boolean;
}

export function loginNeedsAfter(error: unknown, current: LoginNeeds): LoginNeeds {
  const code = error instanceof ApiError ? error.code : undefined;
  return {
    captcha: current.captcha || code === ErrorCode.CAPTCHA_REQUIRED || code === ErrorCode.CAPTCHA_INVALID,
    otp: current.otp || code === ErrorCode.TOTP_REQUIRED || code === ErrorCode.TOTP_INVALID,
  };
}

/** The OTP prompt is a step, not a failure: shown as a hint rather than the red box. */
export function isOtpPrompt(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.TOTP_REQUIRED;
}
