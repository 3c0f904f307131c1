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
    /** Internal (contact's mail notices), never exposed by the gateway: the email tab with the SMTP password. */
    mailSettingsGet: 'identity.mail-settings.get',
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
    /** { urls } → { used }: the uploads products still show (image or description). */
    fileUsage: 'catalog.file-usage.list',
  },
  contact: {
    formTokenCreate: 'contact.form-token.create',
    messageCreate: 'contact.message.create',
    messagesList: 'contact.message.list',
    messageGet: 'contact.message.get',
    messageSetStatus: 'contact.message.set-status',
    messageDelete: 'contact.message.delete',
    appDownloadsList: 'contact.app-download.list',
    appDownloadCreate: 'contact.app-download.create',
    appDownloadUpdate: 'contact.app-download.update',
    appDownloadQrGet: 'contact.app-download-qrcode.get',
    /** { urls } → { used }: the uploads app download configs still show (QR code or link). */
    fileUsage: 'contact.file-usage.list',
  },
  analytics: {
    /** { days } → VisitorStats */
    visitorStatsGet: 'analytics.visitor-stats.get',
    /** { days } → VisitorTrend[] */
    visitorTrendsList: 'analytics.visitor-trend.list',
    /** { days } → TrafficSourceShare[] */
    trafficSourcesList: 'analytics.traffic-source.list',
    /** { days } → DeviceShare[] */
    devicesList: 'analytics.device.list',
    /** { days, limit } → TopPage[] */
    topPagesList: 'analytics.top-page.list',
    /** {} → AnalyticsTotals (the dashboard) */
    totalsGet: 'analytics.totals.get',
  },
  content: {
    /** { categoryIds } → { count }: news items filed under any of these categories. */
    categoryUsageCount: 'content.category-usage.count',
    newsList: 'content.news.list',
    newsGet: 'content.news.get',
    newsCreate: 'content.news.create',
    newsUpdate: 'content.news.update',
    newsDelete: 'content.news.delete',
    /** { urls } → { used }: the uploads news items still show (cover or body). */
    fileUsage: 'content.file-usage.list',
  },
} as const;

export const Events = {
  identity: {
    settingsUpdated: 'identity.settings.updated',
  },
  analytics: {
    visitLogged: 'analytics.visit.logged',
  },
  contact: {
    messageCreated: 'contact.message.created',
    messageUpdated: 'contact.message.updated',
    messageDeleted: 'contact.message.deleted',
    appDownloadCreated: 'contact.app-download.created',
    appDownloadUpdated: 'contact.app-download.updated',
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
  content: {
    newsCreated: 'content.news.created',
    newsUpdated: 'content.news.updated',
    /** Carries the cover, for the gateway to remove from object storage when no one uses it. */
    newsDeleted: 'content.news.deleted',
  },
} as const;
