import { type PageSection, parsePageSections } from './pages';
import { sectionTextFields, sectionTexts, withTexts } from './page-translations';

const parsed = parsePageSections({
  sections: [
    {
      key: 'capabilities',
      type: 'cards',
      data: {
        title: '核心能力',
        items: [
          {
            icon: 'flow',
            title: '流程',
            text: '文字',
            href: '/products',
            picture: { url: '/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp', alt: '图' },
          },
          { icon: 'chip', title: '硬件', href: null },
        ],
        buttons: [{ label: '了解', href: '/about' }],
      },
    },
    { key: 'news', type: 'strip', data: { title: '新闻', source: 'news', count: 3 } },
  ],
});
if (!parsed.ok) throw new Error(parsed.message);
const [cards, strip] = parsed.sections as [PageSection<'cards'>, PageSection<'strip'>];

describe('page texts (the words the section schemas mark)', () => {
  it('takes out only the texts, in the shape of the data', () => {
    expect(sectionTexts('cards', cards.data)).toEqual({
      title: '核心能力',
      intro: '',
      items: [
        { title: '流程', text: '文字', picture: { alt: '图' } },
        { title: '硬件', text: '' },
      ],
      buttons: [{ label: '了解' }],
    });
    // Not a text: source, count, category, tone.
    expect(sectionTexts('strip', strip.data)).toEqual({ title: '新闻', intro: '', buttons: [] });
    // Anything else sent is left out.
    expect(sectionTexts('strip', { title: 'News', source: 'products', extra: 'x' })).toEqual({ title: 'News' });
  });

  it('lays texts over the section, keeping its icons, links, pictures and order', () => {
    const english = withTexts(
      cards,
      { title: 'Capabilities', items: [{ title: 'Flows', href: '/elsewhere' }], buttons: [{ label: 'More' }] },
      'empty',
    ) as PageSection<'cards'>;
    expect(english.data.title).toBe('Capabilities');
    expect(english.data.items[0]).toEqual({
      icon: 'flow',
      title: 'Flows',
      text: '',
      href: '/products',
      // Alt text left out: the media library's in the language (null), not the Chinese.
      picture: { url: '/uploads/images/2026/01/5d0c4a8e-0d1b-4f2e-9c3a-7b6e5f4d3c2b.webp', alt: null },
    });
    expect(english.data.items[1]).toMatchObject({ icon: 'chip', title: '', text: '' });
    expect(english.data.buttons).toEqual([{ label: 'More', href: '/about', style: 'primary' }]);
    // 'chinese' fills what is left out or empty with the Chinese, to check a draft's lengths.
    const checked = withTexts(cards, { title: '', items: [{ title: 'Flows' }] }, 'chinese') as PageSection<'cards'>;
    expect(checked.data.title).toBe('核心能力');
    expect(checked.data.items.map((i) => i.title)).toEqual(['Flows', '硬件']);
    expect(cards.data.title).toBe('核心能力');
  });

  it('lists each text with its declared name, limits and the Chinese words, for the editors', () => {
    const fields = sectionTextFields('cards', cards.data);
    expect(fields.map((f) => f.path.join('.'))).toEqual([
      'title',
      'intro',
      'items.0.picture.alt',
      'items.0.title',
      'items.0.text',
      'items.1.title',
      'items.1.text',
      'buttons.0.label',
    ]);
    expect(fields[0]).toEqual({
      path: ['title'],
      label: '区块标题',
      rich: false,
      nullable: false,
      required: false,
      max: 40,
      chinese: '核心能力',
    });
    expect(fields[2]).toMatchObject({ label: '替代文本', nullable: true, chinese: '图' });
    expect(fields[3]).toMatchObject({ label: '卡片标题', required: true, max: 30, chinese: '流程' });
    expect(sectionTextFields('richText', { title: '', html: '<p>正文</p>' })[2]).toMatchObject({
      path: ['html'],
      rich: true,
      required: true,
      chinese: '<p>正文</p>',
    });
  });
});
