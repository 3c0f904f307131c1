import { ServiceException } from '@site/service-kit';

export const UserErrorCodes = {
  notFound: 'USER_NOT_FOUND',
  usernameTaken: 'USERNAME_TAKEN',
  weakPassword: 'WEAK_PASSWORD',
  selfAction: 'SELF_ACTION_FORBIDDEN',
  lastAdmin: 'LAST_ACTIVE_ADMIN',
  wrongPassword: 'WRONG_PASSWORD',
} as const;

export const UserErrors = {
  notFound: () => ServiceException.notFound('用户不存在', UserErrorCodes.notFound),
  usernameTaken: () => ServiceException.conflict('用户名已存在', UserErrorCodes.usernameTaken),
  weakPassword: (message: string) => ServiceException.badRequest(message, UserErrorCodes.weakPassword),
  cannotDisableSelf: () => ServiceException.badRequest('不能禁用自己的账户', UserErrorCodes.selfAction),
  cannotDeleteSelf: () => ServiceException.badRequest('不能删除自己的账户', UserErrorCodes.selfAction),
  lastAdmin: () => ServiceException.conflict('至少需要保留一个启用的管理员', UserErrorCodes.lastAdmin),
  wrongPassword: () => ServiceException.badRequest('当前密码不正确', UserErrorCodes.wrongPassword),
};
