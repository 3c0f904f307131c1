import { ServiceException } from '@site/service-kit';

export const AuthErrorCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  locked: 'ACCOUNT_LOCKED',
  disabled: 'ACCOUNT_DISABLED',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
  totpNotPending: 'TOTP_NOT_PENDING',
} as const;

const fail = (status: number, code: string, message: string) => new ServiceException({ status, code, message });

export const AuthErrors = {
  invalidCredentials: () => fail(401, AuthErrorCodes.invalidCredentials, '用户名或密码错误'),
  locked: (minutes: number) => fail(423, AuthErrorCodes.locked, `账户已锁定，请${minutes}分钟后再试`),
  disabled: () => fail(403, AuthErrorCodes.disabled, '账户已被禁用'),
  captchaRequired: () => fail(400, AuthErrorCodes.captchaRequired, '请输入验证码'),
  captchaInvalid: () => fail(400, AuthErrorCodes.captchaInvalid, '验证码错误，请重新输入'),
  totpRequired: () => fail(401, AuthErrorCodes.totpRequired, '请输入动态验证码'),
  totpInvalid: () => fail(401, AuthErrorCodes.totpInvalid, '动态验证码错误'),
  totpNotPending: () => fail(400, AuthErrorCodes.totpNotPending, '请先生成两步验证二维码'),
};
