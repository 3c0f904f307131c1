import { NEWS_FIELDS, PAGE_FIELDS } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../../testing/admin-render';
import { NEWS_SNAPSHOT } from '../testing/publishing-fixtures';
import { CompareView } from './compare-view';

const fieldBox = (label: string) => screen.getByRole('region', { name: label });
const texts = (scope: HTMLElement, selector: string) =>
  [...scope.querySelectorAll(selector)].map((element) => element.textContent);

describe('CompareView', () => {
  it('marks 正式 as inserted in the title and the changed paragraph of the content, folding the rest', () => {
    renderAdmin(
      <CompareView
        fields={NEWS_FIELDS}
        before={NEWS_SNAPSHOT}
        after={{
          ...NEWS_SNAPSHOT,
          title: '今天正式发布新品',
          content: '<p>本公司新品发布会于北京举行。</p><p>到场嘉宾三百余人。</p>',
        }}
      />,
    );
    const title = fieldBox('标题');
    expect(texts(title, 'ins')).toEqual(['正式']);
    expect(texts(title, 'del')).toEqual([]);
    expect(title.textContent).toContain('今天正式发布新品');

    const content = fieldBox('内容');
    expect(texts(content, 'del')).toEqual(['上海']);
    expect(texts(content, 'ins')).toEqual(['北京']);
    // Compared as the reader's text, one paragraph a line, no markup.
    expect(content.querySelector('p')!.textContent).toBe('本公司新品发布会于上海北京举行。\n到场嘉宾三百余人。');

    // Declaration order; the seven others folded.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['标题', '内容']);
    const folded = screen.getByText('7 个字段未改变').closest('details')!;
    expect(folded.open).toBe(false);
    expect(
      within(folded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['分类', '摘要', '封面图片', '封面替代文本', '发布日期', 'SEO 标题', 'SEO 描述']);
  });

  it('shows a value field as old → new, an emptied field as removed, and says when nothing changed', () => {
    const { rerender } = renderAdmin(
      <CompareView
        fields={NEWS_FIELDS}
        before={NEWS_SNAPSHOT}
        after={{ ...NEWS_SNAPSHOT, category: 5, cover_image: null, summary: '' }}
        formatValue={(key, value) =>
          key === 'category' ? `分类 ${Number(value)}` : typeof value === 'string' ? value : '（无）'
        }
      />,
    );
    const category = fieldBox('分类');
    expect(texts(category, 'del')).toEqual(['分类 4']);
    expect(texts(category, 'ins')).toEqual(['分类 5']);
    expect(texts(fieldBox('封面图片'), 'del')).toEqual(['/uploads/cover-7.webp']);
    expect(texts(fieldBox('封面图片'), 'ins')).toEqual(['（无）']);
    expect(texts(fieldBox('摘要'), 'del')).toEqual(['本公司新品发布会于上海举行。']);

    rerender(<CompareView fields={NEWS_FIELDS} before={NEWS_SNAPSHOT} after={{ ...NEWS_SNAPSHOT }} />);
    expect(screen.getByText('两个版本的内容相同')).toBeTruthy();
    expect(screen.getByText('9 个字段未改变')).toBeTruthy();
  });

  it('says when only the markup of a rich field changed', () => {
    renderAdmin(
      <CompareView
        fields={NEWS_FIELDS}
        before={NEWS_SNAPSHOT}
        after={{
          ...NEWS_SNAPSHOT,
          content: '<p><strong>本公司新品发布会于上海举行。</strong></p><p>到场嘉宾三百余人。</p>',
        }}
      />,
    );
    const content = fieldBox('内容');
    expect(texts(content, 'ins, del')).toEqual([]);
    expect(within(content).getByText('文字未变，仅格式或链接有改动')).toBeTruthy();
  });

  it('shortens long unchanged Chinese text around a change until 显示全文', async () => {
    const long = '智能家居'.repeat(100);
    const { user } = renderAdmin(
      <CompareView
        fields={NEWS_FIELDS}
        before={{ ...NEWS_SNAPSHOT, summary: `${long}旧的结尾` }}
        after={{ ...NEWS_SNAPSHOT, summary: `${long}新的结尾` }}
      />,
    );
    const box = fieldBox('摘要');
    expect(box.textContent).toContain('…（省略 320 字）…');
    expect(texts(box, 'del')).toEqual(['旧']);
    expect(texts(box, 'ins')).toEqual(['新']);
    await user.click(within(box).getByRole('button', { name: '显示全文' }));
    expect(box.textContent).not.toContain('省略');
    expect(box.querySelector('p')!.textContent).toBe(`${long}旧新的结尾`);
  });
});

describe('CompareView of a page’s sections', () => {
  const hero = (title: string) => ({
    key: 'hero',
    type: 'hero',
    hidden: false,
    locked: false,
    version: 1,
    data: {
      size: 'large',
      eyebrow: '',
      title,
      text: '',
      buttons: [{ label: '了解产品', href: '/products', style: 'primary' }],
      picture: null,
    },
  });
  const story = (html: string, hidden = false) => ({
    key: 'story',
    type: 'richText',
    hidden,
    locked: false,
    version: 1,
    data: { title: '关于我们', intro: '', tone: 'plain', html, buttons: [] },
  });
  const cta = {
    key: 'contact',
    type: 'cta',
    hidden: false,
    locked: false,
    version: 1,
    data: { title: '联系我们', text: '欢迎来电', buttons: [{ label: '联系', href: '/contact', style: 'primary' }] },
  };
  const timeline = {
    key: 'history',
    type: 'timeline',
    hidden: false,
    locked: false,
    version: 1,
    data: { title: '', intro: '', tone: 'plain', items: [{ period: '2026', title: '成立', text: '' }], buttons: [] },
  };
  const changedSections = () =>
    [...fieldBox('页面区块').querySelectorAll('[data-section]')].map((li) => li.querySelector('h5')!.textContent);
  const sectionBox = (key: string) => fieldBox('页面区块').querySelector<HTMLElement>(`[data-section="${key}"]`)!;

  it('compares the sections by key: changed words marked, added and removed sections named, the rest folded', () => {
    renderAdmin(
      <CompareView
        fields={PAGE_FIELDS}
        before={{ sections: [hero('让自动化为你工作'), story('<p>公司成立于上海。</p>'), cta] }}
        after={{ sections: [hero('让自动化为您工作'), story('<p>公司成立于上海。</p>'), timeline] }}
      />,
    );
    // In the newer order, the removed one last; each named by its type's label and title.
    expect(changedSections()).toEqual([
      '首屏横幅「让自动化为您工作」',
      '时间线新增区块',
      '行动号召「联系我们」删除区块',
    ]);
    // The hero's words, every string of its data one per line, the change marked.
    const first = sectionBox('hero');
    expect(texts(first, 'del')).toEqual(['你']);
    expect(texts(first, 'ins')).toEqual(['您']);
    expect(first.querySelector('p')!.textContent).toBe('large\n让自动化为你您工作\n了解产品\n/products\nprimary');
    // An added section's words all inserted, a removed one's all deleted.
    expect(texts(sectionBox('history'), 'ins')).toEqual(['plain\n2026\n成立']);
    expect(texts(sectionBox('contact'), 'del')).toEqual(['联系我们\n欢迎来电\n联系\n/contact\nprimary']);
    // The unchanged one folded by name.
    const folded = screen.getByText('1 个区块未改变').closest('details')!;
    expect(within(folded).getByText('图文「关于我们」')).toBeTruthy();
  });

  it('says a section moved or was hidden, and compares HTML as its text', () => {
    renderAdmin(
      <CompareView
        fields={PAGE_FIELDS}
        before={{ sections: [hero('让自动化为你工作'), story('<p>公司成立于上海。</p>'), cta] }}
        after={{ sections: [story('<p>公司成立于<strong>北京</strong>。</p>', true), cta, hero('让自动化为你工作')] }}
      />,
    );
    // The hero went to the end; the two others kept their order, whatever their places now.
    expect(changedSections()).toEqual(['图文「关于我们」已隐藏', '首屏横幅「让自动化为你工作」从第 1 个移到第 3 个']);
    const moved = sectionBox('story');
    expect(texts(moved, 'del')).toEqual(['上海']);
    expect(texts(moved, 'ins')).toEqual(['北京']);
    expect(moved.textContent).not.toContain('<p>');
    // A move alone marks none of its words.
    expect(texts(sectionBox('hero'), 'ins, del')).toEqual([]);
    expect(screen.getByText('1 个区块未改变')).toBeTruthy();
  });

  it('says when two versions of a page are the same', () => {
    const page = { sections: [hero('让自动化为你工作'), cta] };
    renderAdmin(
      <CompareView fields={PAGE_FIELDS} before={page} after={JSON.parse(JSON.stringify(page)) as typeof page} />,
    );
    expect(screen.getByText('两个版本的内容相同')).toBeTruthy();
    expect(screen.getByText('1 个字段未改变')).toBeTruthy();
  });
});
