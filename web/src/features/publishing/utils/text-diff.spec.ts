import type { RecordFields } from '@site/contracts';
import { compareFields, diffText, htmlToPlainText, tokenize } from './text-diff';

describe('tokenize', () => {
  it('splits Chinese by character, English by word, with spaces and punctuation apart, losing nothing', () => {
    expect(tokenize('今天发布 iPhone新品，价格$999!')).toEqual([
      '今',
      '天',
      '发',
      '布',
      ' ',
      'iPhone',
      '新',
      '品',
      '，',
      '价',
      '格',
      '$',
      '999',
      '!',
    ]);
    expect(tokenize('quick  brown-fox')).toEqual(['quick', '  ', 'brown', '-', 'fox']);
    expect(tokenize('ひらがなとカタカナ')).toHaveLength(9);
    const mixed = '智能门锁 Smart Lock v2.0 上市了！🎉 café';
    expect(tokenize(mixed).join('')).toBe(mixed);
    expect(tokenize('')).toEqual([]);
  });
});

describe('diffText', () => {
  it('marks only 正式 as added in a Chinese sentence', () => {
    expect(diffText('今天发布新品', '今天正式发布新品')).toEqual([
      { kind: 'same', text: '今天' },
      { kind: 'added', text: '正式' },
      { kind: 'same', text: '发布新品' },
    ]);
  });

  it('replaces whole English words', () => {
    expect(diffText('quick brown fox', 'quick red fox')).toEqual([
      { kind: 'same', text: 'quick ' },
      { kind: 'removed', text: 'brown' },
      { kind: 'added', text: 'red' },
      { kind: 'same', text: ' fox' },
    ]);
  });

  it('handles deletions, mixed text and empty sides', () => {
    expect(diffText('本公司新品发布会于上海举行。', '新品发布会于北京举行。')).toEqual([
      { kind: 'removed', text: '本公司' },
      { kind: 'same', text: '新品发布会于' },
      { kind: 'removed', text: '上海' },
      { kind: 'added', text: '北京' },
      { kind: 'same', text: '举行。' },
    ]);
    expect(diffText('', '新标题')).toEqual([{ kind: 'added', text: '新标题' }]);
    expect(diffText('旧标题', '')).toEqual([{ kind: 'removed', text: '旧标题' }]);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('相同 same', '相同 same')).toEqual([{ kind: 'same', text: '相同 same' }]);
  });

  it('gives up on a total rewrite of a long text without hanging, showing old removed and new added', () => {
    const before = '甲'.repeat(5000);
    const after = '乙'.repeat(5000);
    expect(diffText(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

describe('htmlToPlainText', () => {
  it('puts blocks and line breaks on their own lines and names pictures', () => {
    expect(
      htmlToPlainText(
        '<h2>标题</h2><p>第一段  <strong>加粗</strong>文字</p><p>第二段<br>换行</p><ul><li>一</li><li>二</li></ul><img src="/a.webp" alt="现场">',
      ),
    ).toBe('标题\n第一段 加粗文字\n第二段\n换行\n一\n二\n〔图片：现场〕');
    expect(htmlToPlainText('')).toBe('');
    expect(htmlToPlainText('<p>a &amp; b</p><script>alert(1)</script>')).toBe('a & b');
  });
});

describe('compareFields', () => {
  const FIELDS: RecordFields<'title' | 'category' | 'content' | 'summary'> = {
    title: { label: '标题', kind: 'text' },
    category: { label: '分类', kind: 'value' },
    content: { label: '内容', kind: 'rich' },
    summary: { label: '摘要', kind: 'text' },
  };

  it('compares each declared field in declaration order', () => {
    const result = compareFields(
      FIELDS,
      { summary: '一句话', category: 4, title: '今天发布新品', content: '<p>第一段</p>', extra: 1 },
      { title: '今天正式发布新品', category: 5, content: '<p>第一段</p>', summary: '一句话' },
    );
    expect(result.map((f) => [f.key, f.label, f.changed])).toEqual([
      ['title', '标题', true],
      ['category', '分类', true],
      ['content', '内容', false],
      ['summary', '摘要', false],
    ]);
    expect(result[0].segments.filter((s) => s.kind === 'added')).toEqual([{ kind: 'added', text: '正式' }]);
    expect(result[1].segments).toEqual([
      { kind: 'removed', text: '4' },
      { kind: 'added', text: '5' },
    ]);
    expect(result[3].segments).toEqual([{ kind: 'same', text: '一句话' }]);
  });

  it('compares rich text as text, but still says when only the markup changed', () => {
    const [, , content] = compareFields(
      FIELDS,
      { content: '<p>第一段</p>' },
      { content: '<p><strong>第一段</strong></p>' },
    );
    expect(content.changed).toBe(true);
    expect(content.segments).toEqual([{ kind: 'same', text: '第一段' }]);
    const [, , edited] = compareFields(FIELDS, { content: '<p>第一段</p>' }, { content: '<p>第一段</p><p>第二段</p>' });
    expect(edited.segments).toEqual([
      { kind: 'same', text: '第一段' },
      { kind: 'added', text: '\n第二段' },
    ]);
  });

  it('treats missing and null values alike, and formats values as told', () => {
    const [title, category] = compareFields(FIELDS, {}, { title: null, category: null });
    expect(title.changed).toBe(false);
    expect(category.changed).toBe(false);
    const [, named] = compareFields(FIELDS, { category: 4 }, { category: 5 }, (key, v) =>
      key === 'category' ? ({ 4: '公司新闻', 5: '行业资讯' } as Record<string, string>)[String(v)] : String(v),
    );
    expect(named.segments.map((s) => s.text)).toEqual(['公司新闻', '行业资讯']);
  });
});
