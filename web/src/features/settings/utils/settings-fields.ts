import {
  type FooterLinkGroup,
  LOCALE_LABEL,
  MAX_LIST_PRICE_MULTIPLIER,
  PRODUCT_PROMISE_LABELS,
  PROMISE_TEXT_LINES,
  type PromiseTextLine,
  SETTINGS_DEFAULTS,
  SETTINGS_SECRETS,
  type SettingsTab,
  type TranslatedLocale,
  UPLOAD_MAX_SIZE_LIMIT_MB,
} from '@site/contracts';

/** 'image': a picture's address, typed or chosen from the media library; 'linkGroups': the footer's link groups. */
export type FieldKind = 'text' | 'textarea' | 'email' | 'number' | 'switch' | 'password' | 'image' | 'linkGroups';

export interface SettingsField {
  name: string;
  label: string;
  kind: FieldKind;
  /** The save is refused while a required field is empty. */
  required?: boolean;
  min?: number;
  max?: number;
  /** Decimals a number takes (whole numbers when absent). */
  precision?: number;
  help?: string;
  /** Required while this switch of the same tab is on (the server's rule, said before saving). */
  requiredWhen?: { switch: string; message: string };
  /** Written in English too, beside the Chinese box; `help` says what an English page shows while it is empty. */
  translated?: { help: string };
}

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  general: '常规',
  security: '安全',
  email: '邮件',
  system: '系统',
  product: '商品页',
};

/** How each promise line reads on a product page, said beside its box. */
const PROMISE_HELP: Record<PromiseTextLine, string> = {
  rating: '显示为“★★★★★ 评分 4.8”',
  reviewCount: '显示为“1.2万+ 评价”',
  goodRate: '显示为“98% 好评率”',
  shipping: '“运费”一行的内容，如 免运费',
  deliveryArea: '显示为“配送至 深圳市南山区”',
  returns: '“服务”一行的内容之一',
  dispatch: '“服务”一行的内容之一',
};

/** A promise line of the 商品页 tab: its switch, then its text (required while shown, as the server says). */
function promiseFields(line: PromiseTextLine): SettingsField[] {
  const label = PRODUCT_PROMISE_LABELS[line];
  return [
    { name: `${line}Show`, label: `显示${label}`, kind: 'switch' },
    {
      name: `${line}Text`,
      label,
      kind: 'text',
      help: PROMISE_HELP[line],
      requiredWhen: { switch: `${line}Show`, message: `显示${label}时内容不能为空` },
      translated: { help: '留空时：中文仍是默认内容则显示默认英文，否则英文页面不显示这一项' },
    },
  ];
}

/** The lines in the order the page shows them, the list price after the good-review rate. */
const PRODUCT_FIELDS: SettingsField[] = [
  ...PROMISE_TEXT_LINES.slice(0, 3).flatMap(promiseFields),
  { name: 'listPriceShow', label: '显示划线原价', kind: 'switch' },
  {
    name: 'listPriceMultiplier',
    label: '划线价倍数',
    kind: 'number',
    required: true,
    min: 1,
    max: MAX_LIST_PRICE_MULTIPLIER,
    precision: 2,
    help: '划线原价 = 售价 × 倍数，如 1.2；价格面议的产品不显示划线价',
  },
  ...PROMISE_TEXT_LINES.slice(3).flatMap(promiseFields),
];

/**
 * Every field of each tab (general adds 备案号), in the order the form shows them. 商品页: the promises
 * every product page shows (a product may override them in its own form; docs/pages.md).
 */
export const SETTINGS_FIELDS: Record<SettingsTab, SettingsField[]> = {
  general: [
    {
      name: 'siteName',
      label: '网站名称',
      kind: 'text',
      required: true,
      translated: { help: '留空时英文页面显示中文网站名称' },
    },
    {
      name: 'siteDescription',
      label: '网站描述',
      kind: 'textarea',
      translated: { help: '留空时英文页面不显示网站描述' },
    },
    { name: 'contactEmail', label: '联系邮箱', kind: 'email', required: true },
    { name: 'contactPhone', label: '联系电话', kind: 'text' },
    { name: 'address', label: '联系地址', kind: 'text', translated: { help: '留空时英文页面显示中文地址' } },
    { name: 'logoUrl', label: 'Logo 地址', kind: 'image' },
    { name: 'faviconUrl', label: '网站图标地址', kind: 'image' },
    { name: 'recordNumber', label: '备案号', kind: 'text', translated: { help: '留空时英文页面显示中文备案号' } },
    {
      name: 'footerLinks',
      label: '页脚链接',
      kind: 'linkGroups',
      help: '页脚的链接分组：最多4组，每组1到8个链接；链接可以是本站页面（如 /products、/news/12）或 http(s):// 网址，站外链接在新窗口打开',
      translated: {
        help: '英文页面只显示英文分组，没有英文分组时不显示页脚链接；本站页面链接在英文页面自动指向英文版',
      },
    },
    {
      name: 'siteUrl',
      label: '网站地址',
      kind: 'text',
      help: '如 https://www.example.com，用于规范链接、站点地图和 RSS；留空时使用访问者请求的域名（不建议）',
    },
    {
      name: 'timeZone',
      label: '时区',
      kind: 'text',
      required: true,
      help: 'IANA 时区名称，如 Asia/Shanghai；定时发布的时间按此时区填写和显示',
    },
    { name: 'enableRegistration', label: '允许用户注册', kind: 'switch' },
    { name: 'enableComments', label: '允许评论', kind: 'switch' },
  ],
  security: [
    { name: 'enableTwoFactor', label: '启用双因素认证', kind: 'switch' },
    { name: 'passwordMinLength', label: '密码最小长度', kind: 'number', required: true, min: 6, max: 128 },
    { name: 'passwordRequireUppercase', label: '密码须包含大写字母', kind: 'switch' },
    { name: 'passwordRequireNumber', label: '密码须包含数字', kind: 'switch' },
    { name: 'passwordRequireSymbol', label: '密码须包含特殊字符', kind: 'switch' },
    {
      name: 'loginAttempts',
      label: '登录失败次数上限',
      kind: 'number',
      required: true,
      min: 1,
      max: 100,
      help: '连续失败达到该次数后账户锁定15分钟',
    },
    { name: 'sessionTimeout', label: '会话超时（分钟）', kind: 'number', required: true, min: 1, max: 43200 },
    { name: 'enableCaptcha', label: '启用登录验证码', kind: 'switch' },
  ],
  email: [
    { name: 'smtpServer', label: 'SMTP 服务器', kind: 'text', required: true },
    { name: 'smtpPort', label: 'SMTP 端口', kind: 'number', required: true, min: 1, max: 65535 },
    { name: 'smtpUsername', label: 'SMTP 用户名', kind: 'text', required: true },
    { name: 'smtpPassword', label: 'SMTP 密码', kind: 'password', required: true },
    { name: 'emailFromName', label: '发件人名称', kind: 'text', required: true },
    { name: 'emailFromAddress', label: '发件人邮箱', kind: 'email', required: true },
    { name: 'enableSsl', label: '启用 SSL', kind: 'switch' },
  ],
  system: [
    { name: 'enableCache', label: '启用缓存', kind: 'switch' },
    // Not a required field, but the server needs a number: an emptied box is refused here, not there.
    { name: 'cacheLifetime', label: '缓存时间（分钟）', kind: 'number', required: true, min: 0, max: 10080 },
    { name: 'debugMode', label: '调试模式', kind: 'switch' },
    { name: 'maintenanceMode', label: '维护模式', kind: 'switch', help: '开启后访客只能看到维护提示，后台不受影响' },
    {
      name: 'maintenanceMessage',
      label: '维护提示信息',
      kind: 'textarea',
      translated: { help: '留空时英文页面显示默认的英文维护提示' },
    },
    {
      name: 'uploadMaxSize',
      label: '上传大小上限（MB）',
      kind: 'number',
      required: true,
      min: 1,
      max: UPLOAD_MAX_SIZE_LIMIT_MB,
    },
    {
      name: 'allowedFileTypes',
      label: '允许的文件类型',
      kind: 'text',
      required: true,
      help: '以英文逗号分隔，如 jpg,png,gif',
    },
    {
      name: 'baiduPushEnabled',
      label: '百度推送',
      kind: 'switch',
      help: '产品和新闻发布、修改或删除后，自动提交链接到百度搜索资源平台（需先设置网站地址）',
    },
    {
      name: 'baiduPushSite',
      label: '百度推送站点',
      kind: 'text',
      help: '搜索资源平台中验证的站点，如 https://www.example.com',
      requiredWhen: { switch: 'baiduPushEnabled', message: '开启百度推送需要填写推送站点' },
    },
    {
      name: 'baiduPushToken',
      label: '百度推送令牌',
      kind: 'password',
      help: '搜索资源平台“普通收录 → API提交”中的 token',
      requiredWhen: { switch: 'baiduPushEnabled', message: '开启百度推送需要填写推送令牌' },
    },
    {
      name: 'indexNowEnabled',
      label: 'IndexNow 推送',
      kind: 'switch',
      help: '同样的变更通知 Bing、360 等支持 IndexNow 的搜索引擎',
    },
    {
      name: 'indexNowKey',
      label: 'IndexNow 密钥',
      kind: 'text',
      help: '8到128位字母、数字或连字符；网站会在 /密钥.txt 提供该密钥供搜索引擎验证',
      requiredWhen: { switch: 'indexNowEnabled', message: '开启 IndexNow 需要填写密钥' },
    },
  ],
  product: PRODUCT_FIELDS,
};

/** The language the back office writes beside the Chinese (one today; docs/languages.md). */
export const SECOND_LOCALE: TranslatedLocale = 'en';

/** A tab's fields that are written in English too. */
export function translatedFields(tab: SettingsTab): SettingsField[] {
  return SETTINGS_FIELDS[tab].filter((field) => field.translated);
}

/** Where the form keeps a field's English value. */
export const englishName = (field: SettingsField) => ['translations', SECOND_LOCALE, field.name];
export const englishLabel = (field: SettingsField) => `${LOCALE_LABEL[SECOND_LOCALE]}${field.label}`;

const emptyOf = (field: SettingsField) => (field.kind === 'linkGroups' ? [] : '');

export interface SettingsContext {
  /** Email tab: whether a SMTP password is stored already. */
  smtpPasswordSet: boolean;
}

/** The SMTP password is required only until one is stored; after that an empty box keeps it. */
export function isFieldRequired(field: SettingsField, context: SettingsContext): boolean {
  if (field.name === 'smtpPassword') return !context.smtpPasswordSet;
  return field.required === true;
}

/**
 * The message when a field its switch needs is empty while the switch is on, else null. A stored
 * secret (the push token) counts as filled: an empty box keeps it.
 */
export function missingWhileOn(
  field: SettingsField,
  value: unknown,
  switchOn: boolean,
  secretStored: boolean,
): string | null {
  if (!field.requiredWhen || !switchOn) return null;
  if (field.kind === 'password' && secretStored) return null;
  return typeof value === 'string' && value.trim() !== '' ? null : field.requiredWhen.message;
}

/** What the form starts with: the server's values over the defaults; a secret's box (SMTP password, push token) always empty. */
export function toFormValues(tab: SettingsTab, loaded: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const defaults = SETTINGS_DEFAULTS[tab] as unknown as Record<string, unknown>;
  for (const field of SETTINGS_FIELDS[tab]) {
    const value = loaded[field.name];
    values[field.name] = value === undefined || value === null ? defaults[field.name] : value;
  }
  const secret = SETTINGS_SECRETS[tab];
  if (secret) values[secret.field] = '';
  const fields = translatedFields(tab);
  if (fields.length) {
    const stored = (loaded.translations as Record<string, Record<string, unknown> | null> | undefined)?.[SECOND_LOCALE];
    const english = Object.fromEntries(fields.map((field) => [field.name, stored?.[field.name] ?? emptyOf(field)]));
    values.translations = { [SECOND_LOCALE]: english };
  }
  return values;
}

/** What the English boxes become when copied from the Chinese ones (groups copied, not shared). */
export function copiedFromChinese(tab: SettingsTab, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    translatedFields(tab).map((field) => [
      field.name,
      JSON.parse(JSON.stringify(values[field.name] ?? emptyOf(field))) as unknown,
    ]),
  );
}

/** What POST /api/settings gets: known fields only, text trimmed (passwords as typed). */
export function toSettingsPayload(tab: SettingsTab, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS[tab]) {
    const value = values[field.name];
    if (field.kind === 'switch') payload[field.name] = value === true;
    else if (field.kind === 'number') payload[field.name] = value;
    else if (field.kind === 'password') payload[field.name] = typeof value === 'string' ? value : '';
    else if (field.kind === 'linkGroups') payload[field.name] = trimLinkGroups(value);
    else payload[field.name] = typeof value === 'string' ? value.trim() : '';
  }
  const fields = translatedFields(tab);
  if (fields.length) payload.translations = { [SECOND_LOCALE]: englishPayload(fields, values) };
  return payload;
}

/** The English version as sent: its words trimmed; null (removed) once every box is empty. */
function englishPayload(fields: SettingsField[], values: Record<string, unknown>): Record<string, unknown> | null {
  const given = (values.translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[
    SECOND_LOCALE
  ];
  const english: Record<string, unknown> = {};
  for (const field of fields) {
    const value = given?.[field.name];
    english[field.name] =
      field.kind === 'linkGroups' ? trimLinkGroups(value ?? []) : typeof value === 'string' ? value.trim() : '';
  }
  const empty = Object.values(english).every((value) => value === '' || (Array.isArray(value) && value.length === 0));
  return empty ? null : english;
}

/** The groups with their words trimmed; anything else as it is, for the server to refuse. */
function trimLinkGroups(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const trim = (text: unknown) => (typeof text === 'string' ? text.trim() : text);
  return (value as FooterLinkGroup[]).map((group) => ({
    title: trim(group.title),
    links: group.links.map((link) => ({ label: trim(link.label), href: trim(link.href) })),
  }));
}

/** Whether the tab's secret (SMTP password, Baidu push token) is stored: the server says so instead of sending it. */
export function secretSet(tab: SettingsTab, loaded: Record<string, unknown> | undefined): boolean {
  const flag = SETTINGS_SECRETS[tab]?.flag;
  return flag !== undefined && loaded?.[flag] === true;
}

export function smtpPasswordSet(loaded: Record<string, unknown> | undefined): boolean {
  return secretSet('email', loaded);
}
