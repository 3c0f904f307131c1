/**
 * @jest-environment jest-fixed-jsdom
 */
import type { SectionType } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import '../../../../testing/prosemirror-layout';
import { renderAdmin } from '../../../../testing/admin-render';
import { listenDuringTests } from '../../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../../testing/media-library';
import { newSection } from '../../utils/page-draft';
import { sections } from '../../testing/page-fixtures';
import type { Access } from './fields';
import { SectionForm, type StripCategories } from './section-form';

const CATEGORIES: StripCategories = {
  products: { nodes: [{ id: 3, name: '智能控制器', children: [] }], loading: false },
  news: { nodes: [{ id: 8, name: '公司新闻', children: [] }], loading: false },
};
const ALL: Access = { words: true, structure: true };

/** One section's form over its data as the editor keeps it; `data()` is the latest. */
function renderForm(type: SectionType, start?: Record<string, unknown>) {
  let latest = start ?? newSection(type, 'about', []).data;
  function Harness() {
    const [data, setData] = useState(latest);
    return (
      <Form layout="vertical" component="div">
        <SectionForm
          type={type}
          data={data}
          access={ALL}
          categories={CATEGORIES}
          onChange={(next) => {
            latest = next;
            setData(next);
          }}
        />
      </Form>
    );
  }
  const rendered = renderAdmin(<Harness />);
  return { ...rendered, data: () => latest };
}

const input = (label: string, index = 0) => screen.getAllByLabelText<HTMLInputElement>(label)[index];
const textButton = (text: string) => screen.queryByText(text, { selector: 'button span' })?.closest('button') ?? null;
/** The data's stored shape of one item list, for comparing. */
const itemsOf = (data: Record<string, unknown>) => data.items as Record<string, unknown>[];

describe('SectionForm', () => {
  listenDuringTests();

  it('hero: size, words with their limits, a picture from the library with its alt text, buttons', async () => {
    serveLibrary([mediaFile({ id: 2, title: '工厂外景', alt_text: '厂区大门' })]);
    const { user, data } = renderForm('hero');
    expect(data().size).toBe('compact');
    await user.click(screen.getByLabelText('大横幅（首页）'));
    await user.type(input('眉标'), '智能硬件');
    await user.type(input('横幅标题'), '让自动化为你工作');
    await user.type(input('横幅文字'), '一站式方案');
    expect(input('横幅标题').maxLength).toBe(60);
    expect(input('眉标').maxLength).toBe(30);

    await user.click(textButton('从媒体库选择')!);
    await user.click(await screen.findByRole('button', { name: '工厂外景' }));
    await user.click(textButton('使用这张图片')!);
    await waitFor(() => expect(data().picture).toEqual({ url: mediaFile({ id: 2 }).url, alt: '厂区大门' }));
    await user.clear(input('替代文本'));
    expect((data().picture as { alt: unknown }).alt).toBeNull();
    await user.click(screen.getByLabelText('装饰性图片'));
    expect((data().picture as { alt: unknown }).alt).toBe('');

    await user.click(textButton('添加按钮')!);
    await user.type(input('按钮文字'), '联系我们');
    await user.type(input('按钮链接'), '/contact');
    await user.click(screen.getByLabelText('次要'));
    await user.click(textButton('添加按钮')!);
    // Two at most.
    expect(textButton('添加按钮')).toBeNull();
    expect(data()).toMatchObject({
      size: 'large',
      eyebrow: '智能硬件',
      title: '让自动化为你工作',
      text: '一站式方案',
      buttons: [
        { label: '联系我们', href: '/contact', style: 'secondary' },
        { label: '', href: '', style: 'primary' },
      ],
    });
    await user.click(screen.getByLabelText('删除第 1 个按钮'));
    expect(data().buttons).toEqual([{ label: '', href: '', style: 'primary' }]);
    await user.click(textButton('移除图片')!);
    expect(data().picture).toBeNull();
  });

  it('stats: two to six items of value, unit and label, and rich text beside them', async () => {
    const start = sections([
      {
        key: 'facts',
        type: 'stats',
        data: {
          title: '公司概况',
          html: '<p>成立于上海</p>',
          items: [
            { value: '30+', label: '专利申请' },
            { value: '100+', label: '工程师' },
          ],
        },
      },
    ])[0].data;
    const { user, data } = renderForm('stats', start);
    expect(await screen.findByText('成立于上海')).toBeTruthy();
    expect(screen.getByLabelText('删除第 1 项').hasAttribute('disabled')).toBe(true);
    await user.type(input('单位', 0), '项');
    for (let i = 0; i < 4; i++) await user.click(textButton('添加一项')!);
    expect(itemsOf(data())).toHaveLength(6);
    expect(textButton('添加一项')).toBeNull();
    await user.type(input('数值', 5), '20+');
    await user.type(input('说明', 5), '合作伙伴');
    expect(itemsOf(data())[0]).toEqual({ value: '30+', unit: '项', label: '专利申请' });
    expect(itemsOf(data())[5]).toEqual({ value: '20+', unit: '', label: '合作伙伴' });
    expect(input('数值').maxLength).toBe(12);
  });

  it('cards: icon, title, text up to 120 characters, link, picture, and the cards’ order', async () => {
    const { user, data } = renderForm('cards');
    await user.type(input('区块标题'), '核心能力');
    await user.type(input('卡片标题', 0), '智能硬件');
    await user.type(input('卡片标题', 1), '云端管理');
    expect(input('卡片文字').maxLength).toBe(120);
    await user.type(input('卡片文字', 1), '随时查看设备');
    await user.type(input('卡片链接', 1), '/technology');
    await user.click(input('图标', 1));
    await user.click(await screen.findByText('芯片', { selector: '.ant-select-item-option-content *' }));
    await user.click(screen.getByLabelText('上移第 2 张卡片'));
    expect(itemsOf(data())).toEqual([
      { icon: 'chip', picture: null, title: '云端管理', text: '随时查看设备', href: '/technology' },
      { icon: null, picture: null, title: '智能硬件', text: '', href: null },
    ]);
    // A link left empty is no link.
    await user.clear(input('卡片链接', 0));
    expect(itemsOf(data())[0].href).toBeNull();
    expect(screen.getAllByText('从媒体库选择', { selector: 'button span' })).toHaveLength(2);
  });

  it('richText: heading, background and the rich text editor', async () => {
    const start = sections([{ key: 'story', type: 'richText', data: { html: '<p>公司故事</p>' } }])[0].data;
    const { user, data } = renderForm('richText', start);
    const body = await screen.findByLabelText('正文', { selector: '[contenteditable]' });
    expect(body.textContent).toBe('公司故事');
    await user.type(input('区块标题'), '关于我们');
    await user.type(input('区块导语'), '我们的故事');
    await user.click(screen.getByLabelText('浅色底'));
    expect(data()).toMatchObject({ title: '关于我们', intro: '我们的故事', tone: 'soft', html: '<p>公司故事</p>' });
    expect(input('区块标题').maxLength).toBe(40);
    expect(input('区块导语').maxLength).toBe(200);
  });

  it('timeline: one to twelve items of period, title and text', async () => {
    const { user, data } = renderForm('timeline');
    expect(screen.getByLabelText('删除第 1 项').hasAttribute('disabled')).toBe(true);
    await user.type(input('时间'), '2025');
    await user.type(input('标题'), '成立');
    await user.click(textButton('添加一项')!);
    await user.type(input('时间', 1), '2028');
    await user.type(input('说明', 1), '全球化');
    await user.click(screen.getByLabelText('删除第 1 项'));
    expect(itemsOf(data())).toEqual([{ period: '2028', title: '', text: '全球化' }]);
  });

  it('figures: items of figure, badge and text', async () => {
    const { user, data } = renderForm('figures');
    await user.type(input('参数'), '5nm');
    await user.type(input('标签'), '量产');
    await user.type(input('说明'), '先进工艺');
    expect(itemsOf(data())).toEqual([{ figure: '5nm', badge: '量产', text: '先进工艺' }]);
    expect(input('标签').maxLength).toBe(20);
  });

  it('cta: title, text and at least one button', async () => {
    const { user, data } = renderForm('cta');
    await user.type(input('标题'), '立即联系');
    await user.type(input('文字'), '获取方案');
    await user.type(input('按钮文字'), '联系我们');
    await user.type(input('按钮链接'), 'https://example.com/contact');
    expect(screen.getByLabelText('删除第 1 个按钮').hasAttribute('disabled')).toBe(true);
    expect(data()).toEqual({
      title: '立即联系',
      text: '获取方案',
      buttons: [{ label: '联系我们', href: 'https://example.com/contact', style: 'primary' }],
    });
  });

  it('strip: source, count within 1–12 and a category of the source’s kind', async () => {
    const { user, data } = renderForm('strip');
    expect(data()).toMatchObject({ source: 'products', count: 3, category: null });
    await user.click(input('分类'));
    await user.click(await screen.findByText('智能控制器', { selector: '.ant-select-tree-title' }));
    expect(data().category).toBe(3);
    const count = input('条数');
    await user.clear(count);
    await user.type(count, '6');
    await waitFor(() => expect(data().count).toBe(6));
    // News: the product category no longer applies.
    await user.click(screen.getByLabelText('新闻'));
    expect(data()).toMatchObject({ source: 'news', category: null });
    await user.click(input('分类'));
    const popup = await screen.findByText('公司新闻', { selector: '.ant-select-tree-title' });
    expect(within(popup.closest('.ant-select-dropdown')!).queryByText('智能控制器')).toBeNull();
  });
});
