import { ApiError } from '../../../lib/api-client';
import { isOtpPrompt, login, loginErrorMessage, loginNeedsAfter } from './login';

function respond(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

describe('login', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('posts the credentials and returns the user', async () => {
    fetchMock.mockResolvedValue(respond(200, { user: { username: 'admin', role: 'admin', name: '管理员' } }));
    await expect(login({ username: 'admin', password: 'pw', remember: true })).resolves.toEqual({
      username: 'admin',
      role: 'admin',
      name: '管理员',
    });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({ username: 'admin', password: 'pw', remember: true });
  });

  it('sends the captcha and the one-time code when given', async () => {
    fetchMock.mockResolvedValue(respond(200, { user: { username: 'admin', role: 'admin', name: '' } }));
    await login({
      username: 'admin',
      password: 'pw',
      remember: false,
      captcha: 'cHJvb2Y=',
      otp: '123456',
    });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'admin',
      password: 'pw',
      remember: false,
      captcha: 'cHJvb2Y=',
      otp: '123456',
    });
  });

  it('treats a success answer without a user as a failure', async () => {
    fetchMock.mockResolvedValue(respond(200, {}));
    const failure = login({ username: 'a', password: 'b', remember: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });
});

describe('loginErrorMessage', () => {
  it("shows the server's message", () => {
    expect(loginErrorMessage(new ApiError(401, '用户名或密码错误'))).toBe('用户名或密码错误');
  });

  it("falls back to '登录失败' when the server gave no reason", () => {
    expect(loginErrorMessage(new ApiError(500, undefined))).toBe('登录失败');
  });

  it('asks to retry later when the server could not be reached', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('登录失败，请稍后重试');
  });
});

describe('after a failed login', () => {
  const none = { captcha: false, otp: false };

  it('asks for a captcha when the server wants one or refused it', () => {
    expect(loginNeedsAfter(new ApiError(400, undefined, 'CAPTCHA_REQUIRED'), none)).toEqual({
      captcha: true,
      otp: false,
    });
    expect(loginNeedsAfter(new ApiError(400, '验证码错误', 'CAPTCHA_INVALID'), none)).toEqual({
      captcha: true,
      otp: false,
    });
  });

  it('asks for the one-time code on TOTP_REQUIRED and keeps asking on TOTP_INVALID', () => {
    const otp = loginNeedsAfter(new ApiError(401, '请输入动态验证码', 'TOTP_REQUIRED'), none);
    expect(otp).toEqual({ captcha: false, otp: true });
    expect(loginNeedsAfter(new ApiError(401, undefined, 'TOTP_INVALID'), otp)).toEqual(otp);
  });

  it('keeps what was already asked for after a plain failure', () => {
    const both = { captcha: true, otp: true };
    expect(loginNeedsAfter(new ApiError(401, '用户名或密码错误', 'INVALID_CREDENTIALS'), both)).toEqual(both);
    expect(loginNeedsAfter(new TypeError('Failed to fetch'), none)).toEqual(none);
  });

  it('shows the OTP prompt as a step, other failures as errors', () => {
    expect(isOtpPrompt(new ApiError(401, '请输入动态验证码', 'TOTP_REQUIRED'))).toBe(true);
    expect(isOtpPrompt(new ApiError(401, undefined, 'TOTP_INVALID'))).toBe(false);
  });

  it('words code-only failures in Chinese', () => {
    expect(loginErrorMessage(new ApiError(400, undefined, 'CAPTCHA_INVALID'))).toBe('人机验证未通过，请刷新页面后重试');
    expect(loginErrorMessage(new ApiError(429, '登录尝试过于频繁，请60秒后再试', 'LOGIN_THROTTLED'))).toBe(
      '登录尝试过于频繁，请60秒后再试',
    );
  });
});
