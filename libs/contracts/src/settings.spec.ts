import {
  generalSettingsSchema,
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
