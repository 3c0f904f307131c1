import { z } from 'zod';
import {
  DEFAULT_FOOTER_LINKS,
  FOOTER_LINK_LIMITS,
  type FooterLinkGroup,
  isSiteLink,
  SITE_LINK_MESSAGE,
} from './site-links';
import {
  DEFAULT_PRODUCT_PROMISES,
  DEFAULT_PROMISE_TEXTS,
  MAX_LIST_PRICE_MULTIPLIER,
  MAX_PROMISE_TEXT,
  PRODUCT_PROMISE_LABELS,
  PROMISE_TEXT_LINES,
  type ProductPromises,
  type PromiseTextLine,
} from './product-promises';
import { text } from './text';
import {
  byTranslatedLocale,
  DEFAULT_LOCALE,
  isTranslatedLocale,
  LOCALE_LABEL,
  type Locale,
  type TranslatedLocale,
} from './locales';
import { translationsSchema } from './locale-query';

/** An absolute http(s) address without query or fragment, stored without its trailing slash; or empty. */
function siteUrlSchema() {
  const message = '网站地址必须是以 http:// 或 https:// 开头的完整网址';
  return text('网站地址')
    .trim()
    .max(200, '网站地址不能超过200个字符')
    .refine((value) => value === '' || isSiteUrl(value), message)
    .transform((value) => value.replace(/\/+$/, ''));
}

function isSiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(value) || /[\s?#]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/**
 * A picture the site shows from settings (logo, favicon): empty, an absolute http(s) address, or
 * one of our own uploads (`/uploads/…`). Anything else (`javascript:`, `data:`, a protocol-relative
 * `//host`) would run or load from a page head and from the `/favicon.ico` redirect.
 */
function siteImageUrlSchema(label: string) {
  return text(label)
    .trim()
    .max(500, `${label}不能超过500个字符`)
    .refine(
      (value) => value === '' || isSiteImageUrl(value),
      `${label}只能是以 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）`,
    );
}

/** A logo or favicon address the site may show and redirect to: an http(s) URL or an own upload. */
export function isSiteImageUrl(value: string): boolean {
  return isOwnUploadPath(value) || isAbsoluteHttpUrl(value);
}

/** An absolute http(s) address (a query is fine: `logo.png?v=2`), with no credentials or whitespace. */
function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/** A path under /uploads/ that stays there: no `..`, no empty segment, no backslash or odd character. */
function isOwnUploadPath(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value);
}

/** An object's own refusals: not an object, or a field it does not have. */
const objectError = (message: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `不支持的字段：${(issue.keys ?? []).join('、')}` : message;

const footerWord = (label: string, max: number) =>
  text(label).trim().min(1, `${label}不能为空`).max(max, `${label}不能超过${max}个字符`);

const footerLinkSchema = z.strictObject(
  {
    label: footerWord('链接文字', FOOTER_LINK_LIMITS.label),
    href: text('链接地址')
      .trim()
      .min(1, '链接地址不能为空')
      .max(FOOTER_LINK_LIMITS.href, '链接地址过长')
      .refine(isSiteLink, SITE_LINK_MESSAGE),
  },
  { error: objectError('链接格式不正确') },
);

const footerGroupSchema = z.strictObject(
  {
    title: footerWord('分组标题', FOOTER_LINK_LIMITS.title),
    links: z
      .array(footerLinkSchema, { message: '链接必须是列表' })
      .min(1, '每组至少需要1个链接')
      .max(FOOTER_LINK_LIMITS.links, `每组最多${FOOTER_LINK_LIMITS.links}个链接`),
  },
  { error: objectError('分组格式不正确') },
);

const footerGroupsSchema = z
  .array(footerGroupSchema, { message: '页脚链接必须是列表' })
  .max(FOOTER_LINK_LIMITS.groups, `页脚链接最多${FOOTER_LINK_LIMITS.groups}组`)
  .superRefine((groups, ctx) => {
    // Each group is a landmark named by its title: two alike could not be told apart.
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      if (seen.has(group.title)) {
        ctx.addIssue({ code: 'custom', path: [index, 'title'], message: `分组标题「${group.title}」重复` });
      }
      seen.add(group.title);
    });
  });

/** Where an issue of the groups is, in words: "第 2 组第 3 个链接：". */
function footerPlace(path: PropertyKey[]): string {
  if (typeof path[0] !== 'number') return '';
  const link = path[1] === 'links' && typeof path[2] === 'number' ? `第 ${path[2] + 1} 个链接` : '';
  return `第 ${path[0] + 1} 组${link}：`;
}

/**
 * The footer's link groups, each refusal one Chinese sentence naming the group and the link
 * ("第 2 组第 3 个链接：链接必须是…"): the server answers with the first issue's message only.
 * `language`: the groups of another language, named in each refusal ("英文页脚链接第 2 组：…").
 */
const footerLinksOf = (language = '') =>
  z.unknown().transform((value, ctx): FooterLinkGroup[] => {
    const parsed = footerGroupsSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const message = /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : '格式不正确';
    const place = footerPlace(issue.path);
    let said = `${place}${message}`;
    if (language)
      said = message.startsWith('页脚链接') ? `${language}${message}` : `${language}页脚链接${place || '：'}${message}`;
    ctx.addIssue({ code: 'custom', path: issue.path, message: said });
    return z.NEVER;
  });
const footerLinksSchema = footerLinksOf();

/** The highest upload size limit (MB) the system settings accept; the gateway's memory budget is sized for it. */
export const UPLOAD_MAX_SIZE_LIMIT_MB = 20;

export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

/** A time zone the runtime knows by its IANA name (Asia/Shanghai, Europe/Berlin, UTC). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = text('时区').trim().refine(isTimeZone, '时区必须是 IANA 时区名称，例如 Asia/Shanghai');

/**
 * A tab's words in the other languages (docs/languages.md): per language its translatable fields or
 * null. A save takes `{ en: {...} | null }` (a language left out keeps its version, null removes
 * it); a read has every language, null where none is written (rows from before have none).
 */
function tabTranslations<S extends z.ZodType>(fields: (locale: TranslatedLocale) => S) {
  return translationsSchema(fields).transform((given) =>
    byTranslatedLocale((locale) => (given[locale] ?? null) as z.output<S> | null),
  );
}
const NO_TRANSLATIONS = byTranslatedLocale(() => null);

/** The general tab in another language: what a visitor reads; empty fields fall back (toPublicSettings). */
const generalTranslationSchema = (locale: TranslatedLocale) => {
  const label = LOCALE_LABEL[locale];
  const words = (name: string, max: number) =>
    text(`${label}${name}`).max(max, `${label}${name}不能超过${max}个字符`).default('');
  return z.strictObject(
    {
      siteName: text(`${label}网站名称`).trim().max(100, `${label}网站名称不能超过100个字符`).default(''),
      siteDescription: words('网站描述', 500),
      address: words('地址', 200),
      recordNumber: words('备案号', 100),
      footerLinks: footerLinksOf(label).default([]),
    },
    { error: objectError(`${label}版本格式不正确`) },
  );
};

/** The settings tabs (general, security, email, system, and product below). Each has defaults so a fresh install answers sensibly. */
export const generalSettingsSchema = z.object({
  siteName: text('网站名称').trim().min(1, '网站名称不能为空').max(100, '网站名称不能超过100个字符'),
  siteDescription: text('网站描述').max(500, '网站描述不能超过500个字符'),
  contactEmail: z.email('联系邮箱格式不正确'),
  contactPhone: text('联系电话').max(50, '联系电话不能超过50个字符'),
  address: text('地址').max(200, '地址不能超过200个字符'),
  logoUrl: siteImageUrlSchema('Logo 地址'),
  faviconUrl: siteImageUrlSchema('图标地址'),
  /** ICP 备案号, shown in the footer. */
  recordNumber: text('备案号').max(100, '备案号不能超过100个字符'),
  /** Where the site is public (canonical URLs, sitemap, feeds); empty: the request's host. */
  siteUrl: siteUrlSchema(),
  /** The footer's link groups; the header keeps its six fixed routes. */
  footerLinks: footerLinksSchema,
  /** The site's time zone (IANA): schedules are entered and shown in it (docs/publishing.md). */
  timeZone: timeZoneSchema,
  enableRegistration: z.boolean(),
  enableComments: z.boolean(),
  /** Site name, description, address, 备案号 and footer links in the other languages. */
  translations: tabTranslations(generalTranslationSchema),
});

export const securitySettingsSchema = z.object({
  enableTwoFactor: z.boolean(),
  passwordMinLength: z
    .number()
    .int('密码最小长度必须是整数')
    .min(6, '密码最小长度不能小于6')
    .max(128, '密码最小长度不能大于128'),
  passwordRequireUppercase: z.boolean(),
  passwordRequireNumber: z.boolean(),
  passwordRequireSymbol: z.boolean(),
  loginAttempts: z
    .number()
    .int('登录尝试次数必须是整数')
    .min(1, '登录尝试次数至少为1')
    .max(100, '登录尝试次数不能超过100'),
  sessionTimeout: z
    .number()
    .int('会话超时必须是整数')
    .min(1, '会话超时至少为1分钟')
    .max(43200, '会话超时不能超过43200分钟'),
  enableCaptcha: z.boolean(),
});

export const emailSettingsSchema = z.object({
  smtpServer: text('SMTP 服务器').max(200, 'SMTP 服务器不能超过200个字符'),
  smtpPort: z.number().int('SMTP 端口必须是整数').min(1, 'SMTP 端口无效').max(65535, 'SMTP 端口无效'),
  smtpUsername: text('SMTP 用户名').max(200, 'SMTP 用户名不能超过200个字符'),
  smtpPassword: text('SMTP 密码').max(200, 'SMTP 密码不能超过200个字符'),
  emailFromName: text('发件人名称').max(100, '发件人名称不能超过100个字符'),
  emailFromAddress: z.union([z.literal(''), z.email('发件人邮箱格式不正确')]),
  enableSsl: z.boolean(),
});

/** The system tab in another language: its maintenance message. */
const systemTranslationSchema = (locale: TranslatedLocale) => {
  const label = `${LOCALE_LABEL[locale]}维护提示`;
  return z.strictObject(
    { maintenanceMessage: text(label).max(1000, `${label}不能超过1000个字符`).default('') },
    { error: objectError(`${LOCALE_LABEL[locale]}版本格式不正确`) },
  );
};

export const systemSettingsSchema = z.object({
  enableCache: z.boolean(),
  cacheLifetime: z
    .number()
    .int('缓存时间必须是整数')
    .min(0, '缓存时间不能为负数')
    .max(10080, '缓存时间不能超过10080分钟'),
  debugMode: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: text('维护提示').max(1000, '维护提示不能超过1000个字符'),
  uploadMaxSize: z
    .number()
    .int('上传大小上限必须是整数')
    .min(1, '上传大小上限至少为1MB')
    .max(UPLOAD_MAX_SIZE_LIMIT_MB, `上传大小上限不能超过${UPLOAD_MAX_SIZE_LIMIT_MB}MB`),
  allowedFileTypes: text('允许的文件类型')
    .trim()
    .min(1, '允许的文件类型不能为空')
    .max(200, '允许的文件类型不能超过200个字符'),
  /** Push new and changed pages to Baidu's 普通收录 API (docs/seo.md). */
  baiduPushEnabled: z.boolean(),
  /** The site as registered in Baidu's 搜索资源平台, e.g. `https://www.example.com`. */
  baiduPushSite: text('百度推送站点')
    .trim()
    .max(200, '百度推送站点不能超过200个字符')
    .refine((value) => value === '' || isSiteUrl(value), '百度推送站点必须是以 http:// 或 https:// 开头的完整网址')
    .transform((value) => value.replace(/\/+$/, '')),
  /** Secret: write-only, like the SMTP password. */
  baiduPushToken: text('百度推送令牌')
    .trim()
    .max(100, '百度推送令牌不能超过100个字符')
    .regex(/^[A-Za-z0-9]*$/, '百度推送令牌只能包含字母和数字'),
  indexNowEnabled: z.boolean(),
  /** Served at `/<key>.txt`; the IndexNow protocol allows 8-128 of a-z, A-Z, 0-9 and `-`. */
  indexNowKey: text('IndexNow 密钥')
    .trim()
    .refine((value) => value === '' || INDEXNOW_KEY.test(value), 'IndexNow 密钥必须是8到128位的字母、数字或连字符'),
  /** The maintenance message in the other languages (empty: the page's own default words). */
  translations: tabTranslations(systemTranslationSchema),
});

// ---------------------------------------------------------------------------------------------
// 商品页 (issue 34): the promises every product page shows, each with a switch (docs/pages.md)
// ---------------------------------------------------------------------------------------------

const promiseText = (line: keyof typeof PRODUCT_PROMISE_LABELS) => {
  const label = PRODUCT_PROMISE_LABELS[line];
  return text(label).trim().max(MAX_PROMISE_TEXT, `${label}不能超过${MAX_PROMISE_TEXT}个字符`);
};
const promiseShow = (line: keyof typeof PRODUCT_PROMISE_LABELS) =>
  z.boolean(`是否显示${PRODUCT_PROMISE_LABELS[line]}必须是 true 或 false`);

/** The struck-through price's factor: 1 to 10, at most two decimals (1.2, 1.35). */
export const listPriceMultiplierSchema = z
  .number('划线价倍数必须是数字')
  .min(1, '划线价倍数不能小于1')
  .max(MAX_LIST_PRICE_MULTIPLIER, `划线价倍数不能超过${MAX_LIST_PRICE_MULTIPLIER}`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, '划线价倍数最多保留两位小数');

/** The promise lines' texts in another language; the switches and the multiplier are the same in every language. */
const productTranslationSchema = (locale: TranslatedLocale) => {
  const language = LOCALE_LABEL[locale];
  const lines = PROMISE_TEXT_LINES.map((line) => {
    const label = `${language}${PRODUCT_PROMISE_LABELS[line]}`;
    return [
      `${line}Text`,
      text(label).trim().max(MAX_PROMISE_TEXT, `${label}不能超过${MAX_PROMISE_TEXT}个字符`).default(''),
    ];
  });
  return z.strictObject(Object.fromEntries(lines) as Record<`${PromiseTextLine}Text`, z.ZodDefault<z.ZodString>>, {
    error: objectError(`${language}版本格式不正确`),
  });
};

/** Flat, like the other tabs, so the generic settings form and storage take it as they are. */
export const productSettingsSchema = z.object({
  ratingShow: promiseShow('rating'),
  ratingText: promiseText('rating'),
  reviewCountShow: promiseShow('reviewCount'),
  reviewCountText: promiseText('reviewCount'),
  goodRateShow: promiseShow('goodRate'),
  goodRateText: promiseText('goodRate'),
  shippingShow: promiseShow('shipping'),
  shippingText: promiseText('shipping'),
  deliveryAreaShow: promiseShow('deliveryArea'),
  deliveryAreaText: promiseText('deliveryArea'),
  listPriceShow: promiseShow('listPrice'),
  listPriceMultiplier: listPriceMultiplierSchema,
  returnsShow: promiseShow('returns'),
  returnsText: promiseText('returns'),
  dispatchShow: promiseShow('dispatch'),
  dispatchText: promiseText('dispatch'),
  /** The lines' texts in the other languages (empty: see toPublicSettings). */
  translations: tabTranslations(productTranslationSchema),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

/** Saving the tab: a line that is shown needs its text. */
export const productSettingsSaveSchema = productSettingsSchema.strict().superRefine((value, ctx) => {
  for (const line of PROMISE_TEXT_LINES) {
    if (value[`${line}Show`] && !value[`${line}Text`]) {
      ctx.addIssue({
        code: 'custom',
        path: [`${line}Text`],
        message: `显示${PRODUCT_PROMISE_LABELS[line]}时内容不能为空`,
      });
    }
  }
});

/** The tab as lines, the shape products override and pages render. */
export function productPromisesOf(settings: ProductSettings): ProductPromises {
  const lines = Object.fromEntries(
    PROMISE_TEXT_LINES.map((line) => [line, { text: settings[`${line}Text`], show: settings[`${line}Show`] }]),
  );
  return {
    ...(lines as Omit<ProductPromises, 'listPrice'>),
    listPrice: { multiplier: settings.listPriceMultiplier, show: settings.listPriceShow },
  };
}

const PRODUCT_SETTINGS_DEFAULTS: ProductSettings = {
  ...(Object.fromEntries(
    PROMISE_TEXT_LINES.flatMap((line) => [
      [`${line}Show`, DEFAULT_PRODUCT_PROMISES[line].show],
      [`${line}Text`, DEFAULT_PRODUCT_PROMISES[line].text],
    ]),
  ) as Omit<ProductSettings, 'listPriceShow' | 'listPriceMultiplier' | 'translations'>),
  listPriceShow: DEFAULT_PRODUCT_PROMISES.listPrice.show,
  listPriceMultiplier: DEFAULT_PRODUCT_PROMISES.listPrice.multiplier,
  translations: NO_TRANSLATIONS,
};

/** The lines as the public settings answer carries them. */
const productPromisesSchema = z.object({
  ...(Object.fromEntries(
    PROMISE_TEXT_LINES.map((line) => [line, z.object({ text: z.string(), show: z.boolean() })]),
  ) as Record<(typeof PROMISE_TEXT_LINES)[number], z.ZodObject<{ text: z.ZodString; show: z.ZodBoolean }>>),
  listPrice: z.object({ multiplier: z.number(), show: z.boolean() }),
});

/** An IndexNow key as the protocol allows it. */
export const INDEXNOW_KEY = /^[A-Za-z0-9-]{8,128}$/;

export const settingsSchemas = {
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  email: emailSettingsSchema,
  system: systemSettingsSchema,
  product: productSettingsSchema,
} as const;

export type SettingsTab = keyof typeof settingsSchemas;

/** The tabs with words in other languages, and those words' rules per language (the form checks with them). */
export const settingsTranslationSchemas = {
  general: generalTranslationSchema,
  system: systemTranslationSchema,
  product: productTranslationSchema,
} as const;
export type TranslatedSettingsTab = keyof typeof settingsTranslationSchemas;
export const SETTINGS_TABS = Object.keys(settingsSchemas) as SettingsTab[];

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export interface SettingsByTab {
  general: GeneralSettings;
  security: SecuritySettings;
  email: EmailSettings;
  system: SystemSettings;
  product: ProductSettings;
}

export const SETTINGS_DEFAULTS: SettingsByTab = {
  general: {
    siteName: '企业官网',
    siteDescription: '',
    contactEmail: 'contact@example.com',
    contactPhone: '',
    address: '',
    logoUrl: '',
    faviconUrl: '',
    recordNumber: '',
    siteUrl: '',
    footerLinks: DEFAULT_FOOTER_LINKS,
    timeZone: DEFAULT_SITE_TIME_ZONE,
    enableRegistration: false,
    enableComments: false,
    translations: NO_TRANSLATIONS,
  },
  security: {
    enableTwoFactor: false,
    passwordMinLength: 8,
    passwordRequireUppercase: false,
    passwordRequireNumber: true,
    passwordRequireSymbol: false,
    loginAttempts: 5,
    sessionTimeout: 30,
    enableCaptcha: false,
  },
  email: {
    smtpServer: '',
    smtpPort: 465,
    smtpUsername: '',
    smtpPassword: '',
    emailFromName: '',
    emailFromAddress: '',
    enableSsl: true,
  },
  system: {
    enableCache: true,
    cacheLifetime: 10,
    debugMode: false,
    maintenanceMode: false,
    maintenanceMessage: '网站正在维护中，请稍后再访问。',
    uploadMaxSize: 5,
    allowedFileTypes: 'jpg,jpeg,png,gif,webp',
    baiduPushEnabled: false,
    baiduPushSite: '',
    baiduPushToken: '',
    indexNowEnabled: false,
    indexNowKey: '',
    translations: NO_TRANSLATIONS,
  },
  product: PRODUCT_SETTINGS_DEFAULTS,
};

/** What `GET /api/settings` (no tab) may show a visitor. Never SMTP or security settings. */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  recordNumber: z.string(),
  siteUrl: z.string(),
  footerLinks: z.array(
    z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
  ),
  timeZone: z.string(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  /** The 商品页 tab as lines; a product's own overrides are merged in on its page. */
  productPromises: productPromisesSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/**
 * The public settings in a language. In another language each translatable field comes from that
 * language's version; where it is empty (or there is none): the site name, address and 备案号 are
 * the Chinese ones (the same company), the description and maintenance message are empty (the page
 * says its own default), the footer has that language's groups only, and a promise line says the
 * language's default while the Chinese line is the default, else it is hidden (docs/languages.md).
 */
export function toPublicSettings(
  general: GeneralSettings,
  system: SystemSettings,
  product: ProductSettings,
  locale: Locale = DEFAULT_LOCALE,
): PublicSettings {
  const settings: PublicSettings = {
    siteName: general.siteName,
    siteDescription: general.siteDescription,
    contactEmail: general.contactEmail,
    contactPhone: general.contactPhone,
    address: general.address,
    logoUrl: general.logoUrl,
    faviconUrl: general.faviconUrl,
    recordNumber: general.recordNumber,
    siteUrl: general.siteUrl,
    footerLinks: general.footerLinks,
    timeZone: general.timeZone,
    maintenanceMode: system.maintenanceMode,
    maintenanceMessage: system.maintenanceMessage,
    productPromises: productPromisesOf(product),
  };
  if (!isTranslatedLocale(locale)) return settings;
  const words = general.translations[locale];
  const promises = settings.productPromises;
  for (const line of PROMISE_TEXT_LINES) {
    const own = product.translations[locale]?.[`${line}Text`];
    const unchanged = product[`${line}Text`] === DEFAULT_PRODUCT_PROMISES[line].text;
    if (own) promises[line] = { ...promises[line], text: own };
    else if (unchanged) promises[line] = { ...promises[line], text: DEFAULT_PROMISE_TEXTS[locale][line] };
    else promises[line] = { ...promises[line], show: false };
  }
  return {
    ...settings,
    siteName: words?.siteName || general.siteName,
    siteDescription: words?.siteDescription ?? '',
    address: words?.address || general.address,
    recordNumber: words?.recordNumber || general.recordNumber,
    footerLinks: words?.footerLinks ?? [],
    maintenanceMessage: system.translations[locale]?.maintenanceMessage ?? '',
    productPromises: promises,
  };
}

/** The public fields each tab gives (toPublicSettings); the security and email tabs give none. */
export const PUBLIC_SETTINGS_FIELDS = {
  general: [
    'siteName',
    'siteDescription',
    'contactEmail',
    'contactPhone',
    'address',
    'logoUrl',
    'faviconUrl',
    'recordNumber',
    'siteUrl',
    'footerLinks',
    'timeZone',
  ],
  system: ['maintenanceMode', 'maintenanceMessage'],
  product: ['productPromises'],
} as const satisfies Partial<Record<SettingsTab, readonly (keyof PublicSettings)[]>>;
export type PublicSettingsTab = keyof typeof PUBLIC_SETTINGS_FIELDS;
export const isPublicSettingsTab = (tab: SettingsTab): tab is PublicSettingsTab => tab in PUBLIC_SETTINGS_FIELDS;

/** One tab's part of the public settings (`GET /api/settings?tab=general&locale=en`). */
export function publicSettingsOfTab(settings: PublicSettings, tab: PublicSettingsTab): Partial<PublicSettings> {
  return Object.fromEntries(PUBLIC_SETTINGS_FIELDS[tab].map((field) => [field, settings[field]]));
}

const required = (label: string) => text(label).trim().min(1, `${label}不能为空`);

/** Saving the email tab needs every SMTP and sender field (the other tabs need only their own required fields). */
export const emailSettingsSaveSchema = emailSettingsSchema.extend({
  smtpServer: required('SMTP 服务器').max(200, 'SMTP 服务器不能超过200个字符'),
  smtpUsername: required('SMTP 用户名').max(200, 'SMTP 用户名不能超过200个字符'),
  smtpPassword: required('SMTP 密码').max(200, 'SMTP 密码不能超过200个字符'),
  emailFromName: required('发件人名称').max(100, '发件人名称不能超过100个字符'),
  emailFromAddress: required('发件人邮箱').pipe(z.email('发件人邮箱格式不正确')),
});

/** Saving the system tab: a push that is switched on needs what it sends with. */
export const systemSettingsSaveSchema = systemSettingsSchema.strict().superRefine((value, ctx) => {
  if (value.baiduPushEnabled && !value.baiduPushSite) {
    ctx.addIssue({ code: 'custom', path: ['baiduPushSite'], message: '开启百度推送需要填写推送站点' });
  }
  if (value.baiduPushEnabled && !value.baiduPushToken) {
    ctx.addIssue({ code: 'custom', path: ['baiduPushToken'], message: '开启百度推送需要填写推送令牌' });
  }
  if (value.indexNowEnabled && !value.indexNowKey) {
    ctx.addIssue({ code: 'custom', path: ['indexNowKey'], message: '开启 IndexNow 需要填写密钥' });
  }
});

/** What a save must satisfy, per tab. */
export const settingsSaveSchemas = {
  general: generalSettingsSchema.strict(),
  security: securitySettingsSchema.strict(),
  email: emailSettingsSaveSchema.strict(),
  system: systemSettingsSaveSchema,
  product: productSettingsSaveSchema,
} as const;

/** The email tab as the back office reads it: the SMTP password is write-only. */
export const emailSettingsViewSchema = emailSettingsSchema
  .omit({ smtpPassword: true })
  .extend({ smtpPasswordSet: z.boolean() });
export type EmailSettingsView = z.infer<typeof emailSettingsViewSchema>;
/** The system tab as the back office reads it: the Baidu push token is write-only. */
export const systemSettingsViewSchema = systemSettingsSchema
  .omit({ baiduPushToken: true })
  .extend({ baiduPushTokenSet: z.boolean() });
export type SystemSettingsView = z.infer<typeof systemSettingsViewSchema>;
/** One tab as the back office reads it. */
export const settingsViewSchema = z.union([
  generalSettingsSchema,
  securitySettingsSchema,
  emailSettingsViewSchema,
  systemSettingsViewSchema,
  productSettingsSchema,
]);
export type SettingsView<T extends SettingsTab> = T extends 'email'
  ? EmailSettingsView
  : T extends 'system'
    ? SystemSettingsView
    : SettingsByTab[T];

/** The write-only secret of each tab that has one, and the flag its view shows instead. */
export const SETTINGS_SECRETS: Partial<Record<SettingsTab, { field: string; flag: string }>> = {
  email: { field: 'smtpPassword', flag: 'smtpPasswordSet' },
  system: { field: 'baiduPushToken', flag: 'baiduPushTokenSet' },
};
