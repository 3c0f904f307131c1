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
  catalog: {
    categoriesList: 'catalog.category.list',
    categoryGet: 'catalog.category.get',
    /** { id } → { ids }: the category and all its descendants (for filters in other services). */
    categoryDescendants: 'catalog.category.descendants',
    categoryCreate: 'catalog.category.create',
    categoryUpdate: 'catalog.category.update',
    categoryDelete: 'catalog.category.delete',
    productsList: 'catalog.product.list',
    productGet: 'catalog.product.get',
    productCreate: 'catalog.product.create',
    productUpdate: 'catalog.product.update',
    productDelete: 'catalog.product.delete',
    imagesList: 'catalog.product-image.list',
    imageAdd: 'catalog.product-image.create',
    imageDelete: 'catalog.product-image.delete',
    imageSetPrimary: 'catalog.product-image.set-primary',
    imagesReorder: 'catalog.product-image.reorder',
  },
  content: {
    /** { categoryIds } → { count }: news items filed under any of these categories. */
    categoryUsageCount: 'content.category-usage.count',
  },
} as const;

export const Events = {
  identity: {
    settingsUpdated: 'identity.settings.updated',
  },
  analytics: {
    visitLogged: 'analytics.visit.logged',
  },
  catalog: {
    categoryCreated: 'catalog.category.created',
    categoryUpdated: 'catalog.category.updated',
    categoryDeleted: 'catalog.category.deleted',
    productCreated: 'catalog.product.created',
    productUpdated: 'catalog.product.updated',
    /** Carries the image files no longer used, for the gateway to remove from object storage. */
    productDeleted: 'catalog.product.deleted',
    productImageCreated: 'catalog.product-image.created',
    productImageDeleted: 'catalog.product-image.deleted',
    productImagePrimarySet: 'catalog.product-image.primary-set',
    productImagesReordered: 'catalog.product-image.reordered',
  },
} as const;
