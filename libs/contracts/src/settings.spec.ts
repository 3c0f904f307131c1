import {
  generalSettingsSchema,
  PUBLIC_SETTINGS_FIELDS,
  publicSettingsSchema,
  SETTINGS_DEFAULTS,
  settingsSaveSchemas,
  toPublicSettings,
} from './settings';
import { FOOTER_LINK_LIMITS } from './site-links';

const general = SETTINGS_DEFAULTS.general;
const group = (title: string, count = 1) => ({
  title,
  links: Array.from({ length: count }, (_, i) => ({ label: `链接${i + 1}`, href: '/products' })),
});

/** The save's first refusal of these footer groups, as the server says it; null when saved. */
function refusal(footerLinks: unknown): string | null {
  const parsed = settingsSaveSchemas.general.safeParse({ ...general, footerLinks });
  return parsed.success ? null : parsed.error.issues[0].message;
}

describe('footer link groups (general settings)', () => {
  it('defaults to the one column of links the footer had, valid under its own rules', () => {
    expect(general.footerLinks).toEqual([
      {
        title: '快速链接',
        links: [
          { label: '关于我们', href: '/about' },
          { label: '核心技术', href: '/technology' },
          { label: '产品中心', href: '/products' },
          { label: '帮助中心', href: '/news' },
          { label: 'APP下载', href: '/download' },
          { label: '联系我们', href: '/contact' },
        ],
      },
    ]);
    expect(refusal(general.footerLinks)).toBeNull();
  });

  it('saves up to four groups of one to eight links, words trimmed; none at all is fine', () => {
    const parsed = generalSettingsSchema.parse({
      ...general,
      footerLinks: [
        { title: ' 产品 ', links: [{ label: ' 全部产品 ', href: ' /products?category=2 ' }] },
        { title: '外部', links: [{ label: '合作伙伴', href: 'https://partner.example.com/a?b=1' }] },
        group('三', FOOTER_LINK_LIMITS.links),
        group('四'),
      ],
    });
    expect(parsed.footerLinks[0]).toEqual({
      title: '产品',
      links: [{ label: '全部产品', href: '/products?category=2' }],
    });
    expect(parsed.footerLinks).toHaveLength(4);
    expect(refusal([])).toBeNull();
  });

  it('refuses, naming the group and the link', () => {
    const bad = (href: string) => [
      group('一'),
      { title: '二', links: [...group('二', 2).links, { label: '坏', href }] },
    ];
    const message = '链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址';
    expect(refusal(bad('javascript:alert(1)'))).toBe(`第 2 组第 3 个链接：${message}`);
    expect(refusal(bad('/admin'))).toBe(`第 2 组第 3 个链接：${message}`);
    expect(refusal(bad('//evil.example'))).toBe(`第 2 组第 3 个链接：${message}`);
    expect(refusal(bad(' '))).toBe('第 2 组第 3 个链接：链接地址不能为空');
    expect(refusal([{ title: '一', links: [{ label: '', href: '/' }] }])).toBe('第 1 组第 1 个链接：链接文字不能为空');
    expect(refusal([{ title: '一', links: [{ label: '字'.repeat(21), href: '/' }] }])).toBe(
      '第 1 组第 1 个链接：链接文字不能超过20个字符',
    );
    expect(refusal([group('一'), group(' ')])).toBe('第 2 组：分组标题不能为空');
    expect(refusal([group('标'.repeat(21))])).toBe('第 1 组：分组标题不能超过20个字符');
    expect(refusal([group('一', 0)])).toBe('第 1 组：每组至少需要1个链接');
    expect(refusal([group('一', 9)])).toBe('第 1 组：每组最多8个链接');
    expect(refusal([group('一'), group('二'), group('三'), group('四'), group('五')])).toBe('页脚链接最多4组');
    expect(refusal([group('关于'), group('关于')])).toBe('第 2 组：分组标题「关于」重复');
  });

  it('refuses what is not a list of groups of links, in Chinese', () => {
    expect(refusal('links')).toBe('页脚链接必须是列表');
    expect(refusal(undefined)).toBe('页脚链接必须是列表');
    expect(refusal([null])).toBe('第 1 组：分组格式不正确');
    expect(refusal([{ title: '一', links: 'x' }])).toBe('第 1 组：链接必须是列表');
    expect(refusal([{ title: '一', links: [{ label: '甲', href: '/', target: '_top' }] }])).toBe(
      '第 1 组第 1 个链接：不支持的字段：target',
    );
    expect(refusal([{ title: 1, links: [] }])).toBe('第 1 组：分组标题必须是文字');
  });

  it('is in the public settings answer', () => {
    const answer = toPublicSettings(general, SETTINGS_DEFAULTS.system, SETTINGS_DEFAULTS.product);
    expect(answer.footerLinks).toEqual(general.footerLinks);
    expect(publicSettingsSchema.parse(answer)).toEqual(answer);
  });
});

describe('the settings in English (issue 36, docs/languages.md)', () => {
  const { system, product } = SETTINGS_DEFAULTS;
  const english = (tab: 'general' | 'system' | 'product', en: unknown) =>
    settingsSaveSchemas[tab].safeParse({ ...SETTINGS_DEFAULTS[tab], translations: { en } });
  const refusedWith = (tab: 'general' | 'system' | 'product', en: unknown) => {
    const parsed = english(tab, en);
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  it('reads a tab stored before translations as having none, and a save fills left-out fields as empty', () => {
    expect(SETTINGS_DEFAULTS.general.translations).toEqual({ en: null });
    expect(generalSettingsSchema.parse({ ...general, translations: {} }).translations).toEqual({ en: null });
    const parsed = english('general', { siteName: ' Zhiheng Automation ' });
    expect(parsed.success && parsed.data.translations.en).toEqual({
      siteName: 'Zhiheng Automation',
      siteDescription: '',
      address: '',
      recordNumber: '',
      footerLinks: [],
    });
  });

  it('refuses in Chinese, naming the language', () => {
    expect(refusedWith('general', { siteName: 'a'.repeat(101) })).toBe('英文网站名称不能超过100个字符');
    expect(refusedWith('general', { address: 'a'.repeat(201) })).toBe('英文地址不能超过200个字符');
    expect(refusedWith('general', { footerLinks: [group('One'), { title: 'Two', links: [] }] })).toBe(
      '英文页脚链接第 2 组：每组至少需要1个链接',
    );
    expect(refusedWith('general', { footerLinks: 'x' })).toBe('英文页脚链接必须是列表');
    expect(refusedWith('general', { siteTitle: 'x' })).toBe('不支持的字段：siteTitle');
    expect(refusedWith('system', { maintenanceMessage: 'a'.repeat(1001) })).toBe('英文维护提示不能超过1000个字符');
    expect(refusedWith('product', { shippingText: 'a'.repeat(51) })).toBe('英文运费不能超过50个字符');
    expect(refusedWith('product', { shippingShow: false })).toBe('不支持的字段：shippingShow');
    const parsed = settingsSaveSchemas.general.safeParse({ ...general, translations: { fr: null } });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe('translations 只能包含 en');
  });

  it('answers the Chinese settings as they were without a language or in Chinese', () => {
    const withEnglish = {
      ...general,
      translations: { en: { siteName: 'X', siteDescription: 'Y', address: '', recordNumber: '', footerLinks: [] } },
    };
    const before = toPublicSettings(general, system, product);
    expect(toPublicSettings(withEnglish, system, product)).toEqual(before);
    expect(toPublicSettings(withEnglish, system, product, 'zh-CN')).toEqual(before);
    expect(before).not.toHaveProperty('translations');
  });

  it('answers English fields, falling back per field', () => {
    const chinese = {
      ...general,
      siteName: '智衡',
      siteDescription: '描述',
      address: '深圳',
      recordNumber: '粤ICP备1号',
    };
    const none = toPublicSettings(chinese, { ...system, maintenanceMessage: '维护中' }, product, 'en');
    expect(none).toMatchObject({
      siteName: '智衡',
      siteDescription: '',
      address: '深圳',
      recordNumber: '粤ICP备1号',
      footerLinks: [],
      maintenanceMessage: '',
      contactEmail: chinese.contactEmail,
    });
    const en = {
      siteName: 'Zhiheng',
      siteDescription: 'Automation',
      address: 'Shenzhen',
      recordNumber: 'ICP 1',
      footerLinks: [group('Links')],
    };
    const answer = toPublicSettings(
      { ...chinese, translations: { en } },
      { ...system, translations: { en: { maintenanceMessage: 'Back soon' } } },
      product,
      'en',
    );
    expect(answer).toMatchObject({ ...en, maintenanceMessage: 'Back soon' });
    expect(publicSettingsSchema.parse(answer)).toEqual(answer);
  });

  it('says a promise line in English, its default while the Chinese is the default, else hides it', () => {
    const changed = { ...product, shippingText: '包邮', returnsText: '15天退货', returnsShow: false };
    const answer = toPublicSettings(
      general,
      system,
      { ...changed, translations: { en: { ...emptyPromises, dispatchText: 'Ships today' } } },
      'en',
    ).productPromises;
    expect(answer.rating).toEqual({ text: '4.8', show: true });
    expect(answer.reviewCount).toEqual({ text: '12k+', show: true });
    expect(answer.shipping).toEqual({ text: '包邮', show: false });
    expect(answer.returns.show).toBe(false);
    expect(answer.dispatch).toEqual({ text: 'Ships today', show: true });
    expect(answer.listPrice).toEqual({ multiplier: 1.2, show: true });
  });

  it('gives every public field to exactly one tab (a tab read in a language answers its own)', () => {
    const fields = Object.values(PUBLIC_SETTINGS_FIELDS).flat();
    expect([...fields].sort()).toEqual(Object.keys(publicSettingsSchema.shape).sort());
  });
});

const emptyPromises = {
  ratingText: '',
  reviewCountText: '',
  goodRateText: '',
  shippingText: '',
  deliveryAreaText: '',
  returnsText: '',
  dispatchText: '',
};
