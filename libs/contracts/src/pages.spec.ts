import { PAGE_KEYS, parsePageSections, SECTION_TYPES, upgradeSection, type PageParse } from './pages';
import { isSiteLink } from './site-links';

const hero = (data: Record<string, unknown> = {}) => ({
  key: 'hero',
  type: 'hero',
  data: { title: '让自动化为你持续创造价值', ...data },
});
const refusal = (parse: PageParse) => (parse.ok ? 'accepted' : parse.message);

describe('page sections', () => {
  it('fills each section from its type: defaults, the current version, nothing unknown', () => {
    const parsed = parsePageSections({ sections: [hero()] });
    expect(parsed).toEqual({
      ok: true,
      sections: [
        {
          key: 'hero',
          type: 'hero',
          hidden: false,
          locked: false,
          version: SECTION_TYPES.hero.version,
          data: {
            size: 'large',
            eyebrow: '',
            title: '让自动化为你持续创造价值',
            text: '',
            buttons: [],
            picture: null,
          },
        },
      ],
    });
  });

  it('refuses, in one Chinese sentence naming the section and the field', () => {
    expect(refusal(parsePageSections({ sections: [{ key: 'x', type: 'carousel', data: {} }] }))).toBe(
      '第 1 个区块（区块）：区块类型不存在',
    );
    expect(refusal(parsePageSections({ sections: [hero({ title: '' })] }))).toBe(
      '第 1 个区块（首屏横幅）：横幅标题不能为空',
    );
    expect(refusal(parsePageSections({ sections: [hero({ eyebrow: '眉'.repeat(31) })] }))).toBe(
      '第 1 个区块（首屏横幅「让自动化为你持续创造价值」）：眉标不能超过30个字符',
    );
    expect(
      refusal(
        parsePageSections({
          sections: [hero(), hero({ buttons: [{ label: '产品', href: '/productz' }] })].map((s, i) => ({
            ...s,
            key: `s${i}`,
          })),
        }),
      ),
    ).toBe(
      '第 2 个区块（首屏横幅「让自动化为你持续创造价值」）第 1 个按钮：按钮链接：链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址',
    );
    const stats = {
      key: 'figures',
      type: 'stats',
      data: {
        title: '数据',
        items: [
          { value: '30+', label: '专利申请' },
          { value: '', label: '工程师' },
        ],
      },
    };
    expect(refusal(parsePageSections({ sections: [stats] }))).toBe('第 1 个区块（数据「数据」）第 2 项：数值不能为空');
    expect(refusal(parsePageSections({ sections: [hero({ colour: 'red' })] }))).toBe(
      '第 1 个区块（首屏横幅「让自动化为你持续创造价值」）：不支持的字段：colour',
    );
    expect(refusal(parsePageSections({ sections: [hero(), hero()] }))).toBe(
      '第 2 个区块（首屏横幅「让自动化为你持续创造价值」）：区块标识「hero」重复',
    );
    expect(refusal(parsePageSections({ sections: [{ ...hero(), key: 'Hero Banner' }] }))).toContain('区块标识只能由');
    expect(
      refusal(parsePageSections({ sections: [hero({ picture: { url: 'https://evil.example/x.png', alt: '' } })] })),
    ).toContain('图片必须是本站上传的图片');
    expect(refusal(parsePageSections({ sections: [hero({ title: 'a\u0000b' })] }))).toContain('包含无效字符');
    expect(refusal(parsePageSections({ sections: 'hero' }))).toBe('区块必须是列表');
  });

  it('holds items and buttons to their counts', () => {
    const cards = (n: number) => ({
      key: 'cards',
      type: 'cards',
      data: { items: Array.from({ length: n }, (_, i) => ({ title: `卡片${i}` })) },
    });
    expect(refusal(parsePageSections({ sections: [cards(1)] }))).toContain('至少需要2项');
    expect(refusal(parsePageSections({ sections: [cards(13)] }))).toContain('最多12项');
    expect(parsePageSections({ sections: [cards(12)] }).ok).toBe(true);
    expect(refusal(parsePageSections({ sections: [{ key: 'cta', type: 'cta', data: { title: '来吧' } }] }))).toContain(
      '至少需要1个按钮',
    );
  });

  it('takes the public routes and http(s) addresses as links, nothing else', () => {
    for (const ok of ['/', '/products', '/products/12', '/news/3#top', '/products?category=2', 'https://example.com/a'])
      expect(isSiteLink(ok)).toBe(true);
    for (const bad of ['/admin', '/productz', '//evil.example', 'javascript:alert(1)', '/news/abc', 'ftp://x.example'])
      expect(isSiteLink(bad)).toBe(false);
  });

  it('reads an older section through its upgrades, one version at a time', () => {
    const upgrades = {
      stats: {
        1: (d: Record<string, unknown>) => ({ ...d, items: [] }),
        2: (d: Record<string, unknown>) => ({ ...d, shown: true }),
      },
    };
    expect(upgradeSection({ type: 'stats', version: 1, data: { title: 't' } }, upgrades, () => 3)).toEqual({
      version: 3,
      data: { title: 't', items: [], shown: true },
    });
    expect(() => upgradeSection({ type: 'hero', version: 1, data: {} }, upgrades, () => 2)).toThrow(
      'no upgrade of section type hero from version 1',
    );
  });

  it('has a label for every page', () => {
    expect(PAGE_KEYS).toEqual(['home', 'about', 'technology']);
  });
});
