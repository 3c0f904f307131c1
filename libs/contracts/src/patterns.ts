import type { ServiceName } from './services';

/**
 * NATS subjects. Requests are `<service>.<object>.<verb>`; events are the same shape
 * with a past-tense verb and are published after the write commits.
 */
export const healthPattern = (service: ServiceName) => `${service}.health.check` as const;

export const Patterns = {
  identity: {
    publicSettingsGet: 'identity.public-settings.get',
    settingsGet: 'identity.settings.get',
    settingsSave: 'identity.settings.save',
    login: 'identity.session.create',
    sessionResolve: 'identity.session.resolve',
    logout: 'identity.session.delete',
    captchaCreate: 'identity.captcha.create',
    loginOptionsGet: 'identity.login-options.get',
    usersList: 'identity.user.list',
    userCreate: 'identity.user.create',
    userUpdate: 'identity.user.update',
    userDelete: 'identity.user.delete',
    userStatusSet: 'identity.user.set-status',
    userPasswordReset: 'identity.user.reset-password',
    userUnlock: 'identity.user.unlock',
    userCount: 'identity.user.count',
    profileGet: 'identity.profile.get',
    profilePasswordChange: 'identity.profile.change-password',
    twoFactorSetup: 'identity.two-factor.setup',
    twoFactorEnable: 'identity.two-factor.enable',
    twoFactorDisable: 'identity.two-factor.disable',
    auditAppend: 'identity.audit.append',
    auditList: 'identity.audit.list',
  },
} as const;

export const Events = {
  identity: {
    settingsUpdated: 'identity.settings.updated',
  },
  analytics: {
    visitLogged: 'analytics.visit.logged',
  },
} as const;
