import { ApiError, api } from '../../../lib/api-client';
import { toAdminUser, type AdminUser } from '../utils/admin-session';

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
  captchaId?: string;
  captchaCode?: string;
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

const FALLBACK_TEXT: Record<string, string> = {
  CAPTCHA_REQUIRED: '请输入验证码',
  CAPTCHA_INVALID: '验证码错误，请重新输入',
  TOTP_REQUIRED: '请输入动态验证码',
  TOTP_INVALID: '动态验证码错误',
};

/** SPEC §8: the server's own words, else '登录失败'; no answer at all, '登录失败，请稍后重试'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? FALLBACK_TEXT[error.code ?? ''] ?? '登录失败';
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
    captcha: current.captcha || code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID',
    otp: current.otp || code === 'TOTP_REQUIRED' || code === 'TOTP_INVALID',
  };
}

/** The OTP prompt is a step, not a failure: shown as a hint rather than the red box. */
export function isOtpPrompt(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TOTP_REQUIRED';
}
