import {
  DEFAULT_NEWS_PAGE_SIZE,
  newsGetQuerySchema,
  newsInputSchema,
  newsListQuerySchema,
  newsSummaryFromText,
} from './news';

const firstError = (input: unknown) => {
  const result = newsInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const valid = { title: '公司新闻', category: 3, content: '<p>正文</p>' };

describe('newsSummaryFromText (first 150 characters, ellipsis when longer)', () => {
  it('keeps a text of at most 150 characters as it is, without an ellipsis', () => {
    expect(newsSummaryFromText('短文本')).toBe('短文本');
    const exactly = '字'.repeat(150);
    expect(newsSummaryFromText(exactly)).toBe(exactly);
    expect(newsSummaryFromText('')).toBe('');
  });

  it('cuts a longer text to its first 150 characters and adds ...', () => {
    const text = `${'新'.repeat(100)}${'闻'.repeat(60)}`;
    const summary = newsSummaryFromText(text);
    expect(summary).toBe(`${'新'.repeat(100)}${'闻'.repeat(50)}...`);
    expect(Array.from(summary.slice(0, -3))).toHaveLength(150);
    expect(newsSummaryFromText('字'.repeat(151))).toBe(`${'字'.repeat(150)}...`);
  });

  it('counts characters, not UTF-16 units: an emoji is never cut in half', () => {
    const text = '😀'.repeat(151);
    expect(newsSummaryFromText(text)).toBe(`${'😀'.repeat(150)}...`);
  });

  it('collapses whitespace and does not leave a space before the ellipsis', () => {
    expect(newsSummaryFromText('  第一段\n\n  第二段  ')).toBe('第一段 第二段');
    expect(newsSummaryFromText(`${'字'.repeat(149)} 尾巴`)).toBe(`${'字'.repeat(149)}...`);
  });
});

describe('newsInputSchema messages (标题、分类、内容)', () => {
  it('accepts a valid article', () => {
    expect(newsInputSchema.parse(valid)).toEqual({
      title: '公司新闻',
      category: 3,
      content: '<p>正文</p>',
      summary: '',
      cover_image: null,
      cover_alt: null,
      date: undefined,
    });
  });

  it("keeps a cover's alt text trimmed, '' as decorative, and refuses one over 300 characters", () => {
    expect(newsInputSchema.parse({ ...valid, cover_alt: '  展厅  ' }).cover_alt).toBe('展厅');
    expect(newsInputSchema.parse({ ...valid, cover_alt: '' }).cover_alt).toBe('');
    expect(firstError({ ...valid, cover_alt: '长'.repeat(301) })).toBe('封面替代文本不能超过300个字符');
  });

  it.each([
    ['missing', { ...valid, title: undefined }],
    ['empty', { ...valid, title: '' }],
    ['blank', { ...valid, title: '   ' }],
    ['not text', { ...valid, title: 42 }],
  ])('title %s → 标题不能为空', (_name, input) => {
    expect(firstError(input)).toBe('标题不能为空');
  });

  it('limits the title length', () => {
    expect(firstError({ ...valid, title: '长'.repeat(201) })).toBe('标题不能超过200个字符');
    expect(firstError({ ...valid, title: '长'.repeat(200) })).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['zero', 0],
    ['text', 'abc'],
    ['negative', -1],
    ['fraction', 1.5],
    ['huge', 1e12],
  ])('category %s → 请选择分类', (_name, category) => {
    expect(firstError({ ...valid, category })).toBe('请选择分类');
  });

  it('reads category_id when category is absent, and a numeric string', () => {
    expect(newsInputSchema.parse({ ...valid, category: undefined, category_id: '7' }).category).toBe(7);
    expect(newsInputSchema.parse({ ...valid, category: '8', category_id: 7 }).category).toBe(8);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', ' \n '],
    ['not text', 5],
  ])('content %s → 内容不能为空', (_name, content) => {
    expect(firstError({ ...valid, content })).toBe('内容不能为空');
  });

  it('reports the title first, then the category, then the content', () => {
    expect(firstError({})).toBe('标题不能为空');
    expect(firstError({ title: 'x' })).toBe('请选择分类');
    expect(firstError({ title: 'x', category: 1 })).toBe('内容不能为空');
  });

  it('ignores author, user_id, views and the other fields the server sets', () => {
    const parsed = newsInputSchema.parse({
      ...valid,
      id: 9,
      author: '冒名者',
      user_id: 1,
      views: 1000,
      category_name: 'x',
      created_at: 'x',
      updated_at: 'x',
      unknown: true,
    });
    expect(Object.keys(parsed).sort()).toEqual(['category', 'content', 'cover_alt', 'cover_image', 'summary', 'title']);
  });

  it('takes an empty or absent summary as "make one", and limits a given one', () => {
    expect(newsInputSchema.parse({ ...valid, summary: null }).summary).toBe('');
    expect(newsInputSchema.parse({ ...valid, summary: '  摘要  ' }).summary).toBe('摘要');
    expect(firstError({ ...valid, summary: '长'.repeat(501) })).toBe('摘要不能超过500个字符');
  });

  it('accepts no cover or one of our uploads, nothing else', () => {
    expect(newsInputSchema.parse({ ...valid, cover_image: '' }).cover_image).toBeNull();
    const own = '/uploads/images/2026/01/0b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png';
    expect(newsInputSchema.parse({ ...valid, cover_image: own }).cover_image).toBe(own);
    expect(newsInputSchema.parse({ ...valid, cover_image: '/uploads/images/demo/news-company.webp' }).cover_image).toBe(
      '/uploads/images/demo/news-company.webp',
    );
    for (const cover of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/qrcodes/2026/01/0b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png',
      '/uploads/images/../../etc/passwd',
    ]) {
      expect(firstError({ ...valid, cover_image: cover })).toContain('封面图片必须是本站上传的图片');
    }
  });

  it('accepts an optional publication date as ISO text and answers it as ISO', () => {
    expect(newsInputSchema.parse({ ...valid, date: '2025-06-01' }).date).toBe('2025-06-01T00:00:00.000Z');
    expect(newsInputSchema.parse({ ...valid, date: '2025-06-01T08:00:00+08:00' }).date).toBe(
      '2025-06-01T00:00:00.000Z',
    );
    expect(newsInputSchema.parse({ ...valid, date: '' }).date).toBeUndefined();
    expect(newsInputSchema.parse({ ...valid, date: null }).date).toBeUndefined();
    for (const date of ['tomorrow', '2025-13-45', '1900-01-01', '2025/06/01', {}]) {
      expect(firstError({ ...valid, date })).toContain('发布日期格式不正确');
    }
  });

  it('parses its own output again to the same value (the gateway and the service both parse)', () => {
    const once = newsInputSchema.parse({
      ...valid,
      summary: ' 摘要 ',
      date: '2025-06-01',
      cover_image: '/uploads/images/demo/news-faq.webp',
    });
    expect(newsInputSchema.parse(once)).toEqual(once);
  });
});

describe('news list and read queries', () => {
  it('defaults to page 1 of 10, and reads numbers from the query string', () => {
    expect(newsListQuerySchema.parse({})).toEqual({ page: 1, limit: DEFAULT_NEWS_PAGE_SIZE });
    expect(newsListQuerySchema.parse({ page: '2', limit: '3', category: '5', search: ' 教程 ' })).toEqual({
      page: 2,
      limit: 3,
      category: 5,
      search: '教程',
    });
    expect(newsListQuerySchema.parse({ category: 'all', search: '  ' })).toEqual({ page: 1, limit: 10 });
  });

  it('refuses bad paging and filters with Chinese messages', () => {
    const error = (q: unknown) => newsListQuerySchema.safeParse(q).error?.issues[0].message;
    expect(error({ limit: '101' })).toBe('每页数量必须是1到100的整数');
    expect(error({ limit: '0' })).toBe('每页数量必须是1到100的整数');
    expect(error({ page: 'x' })).toBe('页码必须是正整数');
    expect(error({ category: 'x' })).toBe('分类ID必须是正整数');
    expect(error({ search: 'x'.repeat(101) })).toBe('搜索词不能超过100个字符');
  });

  it('counts a view unless count_view is false', () => {
    expect(newsGetQuerySchema.parse({}).count_view).toBe(true);
    expect(newsGetQuerySchema.parse({ count_view: 'false' }).count_view).toBe(false);
    expect(newsGetQuerySchema.parse({ count_view: '0' }).count_view).toBe(false);
    expect(newsGetQuerySchema.safeParse({ count_view: 'maybe' }).success).toBe(false);
  });
});
