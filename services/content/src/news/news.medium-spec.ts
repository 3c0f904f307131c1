import {
  CatalogRpc,
  type CategoryView,
  ContentEvents,
  ContentRpc,
  Errors,
  type NewsAdminView,
  type NewsView,
  type SessionUser,
} from '@site/contracts';
import { RpcCallError } from '@site/service-kit';
import { XSS_VECTORS } from '../../../../test/fixtures/xss-vectors';
import { type MediumService, newMediumService, PeerCalls } from '../../../../test/support/medium-service';
import { NewsModule } from './news.module';

// The rules of an article (fields, summary, date, sanitising, search), against the content
// service's own database, with the catalog played by the test. The gateway's side (the session's
// author, uploads, status codes, views, the list's query) stays in news.int-spec.ts. These rules are
// those of a published article, so its helpers save with `publish: true` (保存并发布); drafts,
// schedules, revisions and preview links are in news-publishing.medium-spec.ts.
const MISSING = 999999;
const EDITOR: SessionUser = { id: 2, username: 'editor', name: '内容编辑', role: 'editor' };

/** The admin's answer without where it stands: what a visitor reads once it is published. */
const publicView = ({ publication: _publication, ...view }: NewsAdminView): NewsView => view;

/** The HTML as a browser would read its attribute values: entities decoded. */
const decoded = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What must never survive in stored or answered content (checked raw and with entities decoded). */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<frame/i,
  /<object/i,
  /<embed/i,
  /<applet/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /<style/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /java\s*script\s*:/i,
  /vbscript\s*:/i,
  /data\s*:/i,
  /url\s*\(/i,
  /expression\s*\(/i,
  /srcdoc/i,
  /formaction/i,
  /xlink:href/i,
];

/** The catalog as far as the content service asks it: its categories, kept by the test. */
function fakeCatalog() {
  const categories = new Map<number, CategoryView>();
  let nextId = 100;
  const add = (name: string, type: CategoryView['type'], parent: CategoryView | null = null): CategoryView => {
    const category: CategoryView = {
      id: ++nextId,
      name,
      slug: `c${nextId}`,
      parent_id: parent?.id ?? null,
      type,
      created_at: new Date().toISOString(),
    };
    categories.set(category.id, category);
    return category;
  };
  const find = (id: number) => {
    const category = categories.get(id);
    if (!category) throw RpcCallError.of(Errors.categoryNotFound());
    return category;
  };
  const peers = new PeerCalls();
  peers.answer(CatalogRpc.categoryGet, ({ id }) => find(id));
  peers.answer(CatalogRpc.categoryList, ({ type }) => [...categories.values()].filter((c) => !type || c.type === type));
  peers.answer(CatalogRpc.categoryDescendants, ({ id }) => {
    const ids = [find(id).id];
    for (let i = 0; i < ids.length; i++) {
      for (const c of categories.values()) if (c.parent_id === ids[i]) ids.push(c.id);
    }
    return { ids };
  });
  return { peers, add };
}

describe('content news (medium)', () => {
  let content: MediumService;
  const catalog = fakeCatalog();
  const top = catalog.add('测试新闻', 'news');
  const productCategory = catalog.add('产品类', 'product');
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  const countNews = async () => Number((await content.query<{ n: string }>('SELECT count(*) AS n FROM news'))[0].n);
  const create = (input: Record<string, unknown>) =>
    content.call(ContentRpc.newsCreate, { actor: EDITOR, input, publish: true });
  const createNews = (input: Record<string, unknown> = {}): Promise<NewsAdminView> =>
    create({ title: uniq('新闻'), category: top.id, content: '<p>正文内容</p>', ...input });
  const update = (id: number, input: Record<string, unknown>) =>
    content.call(ContentRpc.newsUpdate, { id, actor: EDITOR, input, publish: true });
  const get = (id: number) => content.call(ContentRpc.newsGet, { id });

  beforeAll(async () => {
    content = await newMediumService('content', [NewsModule], { peers: catalog.peers });
  });
  afterAll(() => content?.close());

  it('makes one article per Idempotency-Key, however often it is sent, and refuses it for other content', async () => {
    const input = { title: uniq('幂等新闻'), category: top.id, content: '<p>正文内容</p>' };
    const keyed = (body: Record<string, unknown>) =>
      content.call(ContentRpc.newsCreate, {
        actor: EDITOR,
        input: body,
        idempotencyKey: 'key-news-0001',
        publish: true,
      });
    const before = await countNews();
    const tries = await Promise.all([keyed(input), keyed(input), keyed(input), keyed(input)]);
    const again = await keyed(input);
    expect(new Set([...tries, again].map((n) => n.id)).size).toBe(1);
    expect(again.publication.state).toBe('published');
    expect(publicView(again)).toEqual(await get(again.id));
    expect(await countNews()).toBe(before + 1);
    expect(content.events.of(ContentEvents.newsCreated).filter((e) => e.id === again.id)).toHaveLength(1);
    await expect(keyed({ ...input, title: uniq('另一篇') })).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await countNews()).toBe(before + 1);
  });

  describe('the rules of an article', () => {
    it.each([
      ['a missing title', { title: undefined }, '标题不能为空'],
      ['a blank title', { title: '   ' }, '标题不能为空'],
      ['a title of 201 characters', { title: '长'.repeat(201) }, '标题不能超过200个字符'],
      ['no category', { category: undefined }, '请选择分类'],
      ['category 0', { category: 0 }, '请选择分类'],
      ['an empty category', { category: '' }, '请选择分类'],
      ['a missing category', { category: MISSING }, '所选分类不存在，请重新选择新闻分类'],
      ['missing content', { content: undefined }, '内容不能为空'],
      ['blank content', { content: '  ' }, '内容不能为空'],
      ['an empty editor', { content: '<p></p><p><br></p>' }, '内容不能为空'],
      ['content that is only a script', { content: '<script>alert(1)</script>' }, '内容不能为空'],
      ['a summary of 501 characters', { summary: '长'.repeat(501) }, '摘要不能超过500个字符'],
      [
        'a foreign cover',
        { cover_image: 'https://evil.example/x.png' },
        '封面图片必须是本站上传的图片（/uploads/images/…），请先上传图片',
      ],
      ['a bad date', { date: '昨天' }, '发布日期格式不正确，例如 2025-06-01 或 2025-06-01T08:00:00Z'],
    ])('refuses %s with a Chinese message, and stores nothing', async (_name, change, message) => {
      const before = await countNews();
      await expect(
        create({ title: '标题', category: top.id, content: '<p>正文</p>', ...change }),
      ).rejects.toMatchObject({ status: 400, message });
      expect(await countNews()).toBe(before);
    });

    it('needs a news category: a product category is refused', async () => {
      const before = await countNews();
      await expect(create({ title: 't', category: productCategory.id, content: '<p>x</p>' })).rejects.toMatchObject({
        status: 400,
        message: '所选分类不是新闻分类，请选择新闻分类',
      });
      expect(await countNews()).toBe(before);
    });

    it('refuses a bad edit and leaves the article as it was', async () => {
      const news = await createNews({ title: uniq('原标题') });
      for (const change of [{ title: ' ' }, { content: '<p></p>' }, { category: MISSING }, { category: 'x' }]) {
        await expect(update(news.id, { ...news, ...change })).rejects.toMatchObject({
          status: 400,
          message: expect.any(String) as string,
        });
      }
      expect(await get(news.id)).toEqual(publicView(news));
      expect((await content.call(ContentRpc.newsAdminGet, { id: news.id })).publication).toEqual(news.publication);
    });

    it('makes an empty summary from the first 150 characters of the content text, with ... only when longer', async () => {
      const long = '智能制造让生产更高效，更安全。'.repeat(15); // 225 characters
      const made = await createNews({ content: `<h2>导语</h2><p><strong>${long}</strong></p>`, summary: '' });
      expect(made.summary).toBe(`${`导语 ${long}`.slice(0, 150)}...`);
      expect(Array.from(made.summary)).toHaveLength(153);

      const short = await createNews({ content: '<p>一段<em>简短</em>的内容。</p><ul><li>要点</li></ul>' });
      expect(short.summary).toBe('一段简短的内容。 要点');

      const exact = '字'.repeat(150);
      expect((await createNews({ content: `<p>${exact}</p>` })).summary).toBe(exact);

      const given = await createNews({ content: `<p>${long}</p>`, summary: '  编辑写的摘要  ' });
      expect(given.summary).toBe('编辑写的摘要');
      const tagged = await createNews({ summary: '<b>加粗</b>摘要<script>alert(1)</script>' });
      expect(tagged.summary).toBe('加粗摘要');

      // Saved again without a summary: made again from the new content.
      const again = await update(given.id, { ...given, summary: '', content: '<p>新的内容</p>' });
      expect(again.summary).toBe('新的内容');
    });

    it('takes an optional publication date, keeps it on edits without one, and lists by it', async () => {
      const grandchild = catalog.add(uniq('测试孙类'), 'news', catalog.add(uniq('测试子类'), 'news', top));
      const dated = await createNews({ category: grandchild.id, date: '2024-03-05' });
      expect(dated.date).toBe('2024-03-05T00:00:00.000Z');
      const edited = await update(dated.id, { title: dated.title, category: grandchild.id, content: '<p>改</p>' });
      expect(edited.date).toBe('2024-03-05T00:00:00.000Z');
      const now = await createNews();
      expect(Math.abs(Date.parse(now.date) - Date.now())).toBeLessThan(60_000);
      expect(content.events.of(ContentEvents.newsUpdated)).toContainEqual(
        expect.objectContaining({ id: dated.id, categoryId: grandchild.id }),
      );
    });
    // SEO fields (docs/seo.md); their refusals and the rendered head are in seo-overrides.int-spec.ts.
    it('stores the SEO fields trimmed, keeps them when left out of an edit, and clears them with null or ""', async () => {
      const body = (extra: Record<string, unknown> = {}) => ({
        title: uniq('覆盖新闻'),
        category: top.id,
        content: '<p>新闻正文内容</p>',
        summary: '新闻摘要文字',
        ...extra,
      });
      const seo = async (id: number) => {
        const { seo_title, seo_description } = await get(id);
        return { seo_title, seo_description };
      };
      const created = await create(body({ seo_title: '  搜索标题  ', seo_description: ' 搜索描述 ' }));
      expect(created).toMatchObject({ seo_title: '搜索标题', seo_description: '搜索描述' });
      const id = created.id;
      expect(await seo(id)).toEqual({ seo_title: '搜索标题', seo_description: '搜索描述' });

      // The limits themselves are accepted.
      const full = { seo_title: '题'.repeat(60), seo_description: '述'.repeat(160) };
      await update(id, body(full));
      expect(await seo(id)).toEqual(full);
      // A client that does not know the fields keeps them.
      await update(id, body());
      expect(await seo(id)).toEqual(full);
      await update(id, body({ seo_title: null, seo_description: '' }));
      expect(await seo(id)).toEqual({ seo_title: '', seo_description: '' });

      // Left out on create: none.
      expect(await create(body())).toMatchObject({ seo_title: '', seo_description: '' });
    });
  });

  describe('sanitising (the product descriptions’ sanitiser)', () => {
    it.each(XSS_VECTORS)('removes %s from stored and answered content', async (vector) => {
      // Its pictures marked decorative (alt=""): an article with a picture lacking alt text is refused.
      const marked = vector.replace(/<img\b/gi, '<img alt=""');
      const news = await createNews({ content: `<p>前文</p>${marked}<p>后文</p>` });
      const [stored] = await content.query<{ content: string }>('SELECT content FROM news WHERE id = $1', [news.id]);
      const answered = (await get(news.id)).content;
      expect(answered).toBe(stored.content);
      for (const html of [stored.content, decoded(stored.content)]) {
        for (const pattern of DANGEROUS)
          expect({ vector, html, match: pattern.test(html) }).toMatchObject({ match: false });
      }
      expect(stored.content).toContain('<p>前文</p>');
      expect(stored.content).toContain('<p>后文</p>');
    });

    it('keeps ordinary formatting', async () => {
      const html =
        '<h2>二级标题</h2><h3 style="text-align: center">居中</h3>' +
        '<p>普通<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><code>code</code></p>' +
        '<ul><li>无序</li></ul><ol><li>有序</li></ol><blockquote><p>引用</p></blockquote>' +
        '<p><a href="https://example.com/a" target="_blank">外链</a> <a href="/products">站内</a> <a href="mailto:hi@example.com">邮件</a></p>' +
        '<p><img src="/uploads/images/demo/news-faq.webp" alt="封面"></p>' +
        '<pre><code class="language-js">let a = 1;</code></pre>' +
        '<table><thead><tr><th>参数</th></tr></thead><tbody><tr><td>值</td></tr></tbody></table>';
      const news = await createNews({ content: html });
      for (const kept of [
        '<h2>二级标题</h2>',
        '<h3 style="text-align:center">居中</h3>',
        '<strong>加粗</strong>',
        '<em>斜体</em>',
        '<u>下划线</u>',
        '<s>删除</s>',
        '<ul><li>无序</li></ul>',
        '<ol><li>有序</li></ol>',
        '<blockquote><p>引用</p></blockquote>',
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">外链</a>',
        '<a href="/products">站内</a>',
        '<a href="mailto:hi@example.com">邮件</a>',
        '<img src="/uploads/images/demo/news-faq.webp" alt="封面" />',
        '<code class="language-js">let a = 1;</code>',
        '<th>参数</th>',
        '<td>值</td>',
      ]) {
        expect(news.content).toContain(kept);
      }
    });
  });

  describe('search', () => {
    const made: NewsAdminView[] = [];
    const pagingTop = catalog.add(uniq('分页顶级'), 'news');
    const pagingChild = catalog.add(uniq('分页二级'), 'news', pagingTop);
    const pagingLeaf = catalog.add(uniq('分页三级'), 'news', pagingChild);

    beforeAll(async () => {
      const plan = [
        { category: pagingTop.id, date: '2025-01-01', title: 'Alpha 自动化入门' },
        { category: pagingChild.id, date: '2025-01-02', title: '边缘网关 ALPHA 版本', summary: '摘要提到 Beta 计划' },
        { category: pagingLeaf.id, date: '2025-01-03', title: '常规更新一' },
        { category: pagingLeaf.id, date: '2025-01-04', title: '常规更新二', summary: '含有 100% 与 under_score' },
        { category: pagingChild.id, date: '2025-01-05', title: '常规更新三' },
      ];
      // Made summaries hold the first 150 characters of the body; what comes later is not searched.
      const body = `<p>${'填充文字'.repeat(40)}</p><p>正文深处的关键词</p>`;
      for (const item of plan) made.push(await createNews({ content: body, ...item }));
    });

    const list = (search: string, category?: number) =>
      content.call(ContentRpc.newsList, { search, category, page: 1, limit: 10 });

    it('searches title, summary and author, case-insensitively; LIKE characters are literal', async () => {
      const scoped = (search: string) => list(search, pagingTop.id);
      expect((await scoped('alpha')).items.map((n) => n.id)).toEqual([made[1].id, made[0].id]);
      expect((await scoped('beta 计划')).items.map((n) => n.id)).toEqual([made[1].id]);
      expect((await scoped(EDITOR.name)).total).toBe(5);
      expect((await scoped('100%')).items.map((n) => n.id)).toEqual([made[3].id]);
      expect((await scoped('%')).total).toBe(1);
      expect((await scoped('_')).total).toBe(1);
      // The body is not searched (search matches title, summary, author).
      expect((await scoped('正文深处')).total).toBe(0);
      expect((await scoped('填充文字')).total).toBe(3);
      // Search over everything, without a category.
      expect((await list('ALPHA')).total).toBeGreaterThanOrEqual(2);
    });
  });
});
