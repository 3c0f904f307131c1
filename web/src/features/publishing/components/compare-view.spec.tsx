import { NEWS_FIELDS } from '@site/contracts';
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
