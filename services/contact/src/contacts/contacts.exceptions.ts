import { ServiceException } from '@site/service-kit';

export const ContactErrorCodes = {
  notFound: 'CONTACT_NOT_FOUND',
  spam: 'CONTACT_REJECTED',
  tooFast: 'CONTACT_TOO_FAST',
  tokenInvalid: 'CONTACT_FORM_TOKEN_INVALID',
  tokenExpired: 'CONTACT_FORM_TOKEN_EXPIRED',
  rateLimited: 'CONTACT_RATE_LIMITED',
  keyReused: 'CONTACT_IDEMPOTENCY_KEY_REUSED',
} as const;

export const ContactErrors = {
  notFound: () => ServiceException.notFound('留言不存在', ContactErrorCodes.notFound),
  /** The honeypot was filled in: a person never sees that field. */
  spam: () => ServiceException.badRequest('提交内容无效，请刷新页面后重试', ContactErrorCodes.spam),
  tooFast: () => ServiceException.badRequest('提交过快，请稍后再试', ContactErrorCodes.tooFast),
  tokenInvalid: () =>
    ServiceException.badRequest('表单校验失败（表单令牌无效），请刷新页面后重试', ContactErrorCodes.tokenInvalid),
  tokenExpired: () => ServiceException.badRequest('表单已过期，请刷新页面后重试', ContactErrorCodes.tokenExpired),
  rateLimited: () =>
    new ServiceException({ status: 429, code: ContactErrorCodes.rateLimited, message: '提交过于频繁，请稍后再试' }),
  keyReused: () =>
    ServiceException.conflict(
      '该幂等键（Idempotency-Key）已用于另一条留言，请为新留言使用新的幂等键',
      ContactErrorCodes.keyReused,
    ),
};
