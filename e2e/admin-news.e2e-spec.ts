import type { NewsListAnswer } from '@site/contracts';
import type { Page, Request } from 'playwright-core';
import { choose, confirmDialog, insertUploadedPicture, logIn, openFromSidebar, toast } from './admin';
import { baseUrl, getJson, useBrowser } from './browser';
import { imageSize, makePng, runTag } from './catalog';
import { article, leafCategory } from './news';

describe('news screens', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const rows = () => page.locator('.ant-table-row');
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const tableSearch = (text: string) => page.getByRole('searchbox', { name: '搜索' }).fill(text);
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const findByTitle = async (title: string) =>
    (await getJson<NewsListAnswer>(`/api/news?search=${encodeURIComponent(title)}`)).items.find(
      (n) => n.title === title,
    );
  const me = () =>
    page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { user: { name: string } }).user.name);
  /** Writes sent by the page (uploads included), so a test can say none went out. */
  const writes: Request[] = [];
  const recordWrites = () => {
    writes.length = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(request);
    });
  };
  const sent = (path: string) => writes.filter((r) => new URL(r.url()).pathname === path);
  const content = () => page.getByRole('textbox', { name: '内容', exact: true });

  it('creates and publishes an article with a cover and a generated summary, then edits it as a draft, publishes it and deletes it', async () => {
    const tag = runTag();
    const title = `端到端新闻${tag}`;
    const leaf = await leafCategory();
    await logIn(page, 'editor');
    recordWrites();
    await openFromSidebar(page, '新闻管理');
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);

    await page.getByRole('button', { name: '添加新闻' }).click();
    await page.waitForURL(`${base}/admin/news/edit`);
    await h1('新建新闻').waitFor();
    const author = await me();
    expect(await page.getByLabel('作者', { exact: true }).inputValue()).toBe(author);
    expect(await page.getByLabel('作者', { exact: true }).isDisabled()).toBe(true);

    // Nothing is sent while a required field is missing.
    await content().waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    for (const message of ['请选择分类', '标题不能为空', '内容不能为空']) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    // The cover's type and size are refused before anything is shrunk or sent.
    const coverInput = page.getByLabel('选择封面图片');
    await coverInput.setInputFiles({ name: 'cover.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF') });
    await page.getByRole('alert').filter({ hasText: '只支持 JPG、PNG、GIF 格式的图片' }).waitFor();
    await coverInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByRole('alert').filter({ hasText: '图片文件大小不能超过5MB' }).waitFor();
    await page.getByText('JPG、PNG、GIF 格式，建议尺寸 400×200 像素，文件小于 5MB', { exact: false }).waitFor();
    expect(sent('/api/upload')).toHaveLength(0);

    // A big PNG is shrunk to fit 800×600 and uploaded with a progress bar.
    await coverInput.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: makePng(1600, 1200, [200, 60, 40]),
    });
    await page.getByRole('button', { name: '更换封面' }).waitFor();
    expect(await page.getByRole('progressbar', { name: '封面上传进度' }).getAttribute('aria-valuenow')).toBe('100');
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /只支持|不能超过/ })
        .count(),
    ).toBe(0);
    const cover = await page.getByRole('img', { name: '封面预览' }).getAttribute('src');
    expect(cover).toMatch(/^\/uploads\/images\/.+\.webp$/);
    expect(await imageSize(Buffer.from(await (await fetch(base + cover!)).arrayBuffer()))).toEqual({
      width: 800,
      height: 600,
    });
    expect(sent('/api/upload')).toHaveLength(1);
    // A new picture has no alt text in the library yet: the article gives its own.
    await page.getByLabel('封面替代文本', { exact: true }).fill('端到端封面');

    await choose(page, page.getByLabel('分类', { exact: true }), leaf.name);
    await page.getByLabel('标题', { exact: true }).fill(title);
    const text = `新闻正文${tag}`.padEnd(200, '文');
    await content().click();
    await page.keyboard.insertText(text);
    // A picture in the body goes through /api/upload too.
    await insertUploadedPicture(
      page,
      { name: 'inline.png', mimeType: 'image/png', buffer: makePng(320, 160, [40, 160, 90]) },
      '正文配图',
    );
    await content().locator('img[src^="/uploads/images/"]').waitFor();
    const expectedSummary = `${[...text].slice(0, 150).join('')}...`;
    expect(await page.getByTestId('summary-preview').innerText()).toBe(`留空时将自动生成：${expectedSummary}`);

    // 保存并发布: created and published at once. Held on its way out, the save shows 处理中... .
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const createUrl = (url: URL) => url.pathname === '/api/news';
    await page.route(createUrl, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: '保存并发布' }).click();
    await page.getByRole('button', { name: /处理中\.\.\./ }).waitFor();
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url() === `${base}/api/news?publish=true`,
    );
    release();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON();
    expect(body).toMatchObject({ title, category: leaf.id, summary: '', cover_image: cover, cover_alt: '端到端封面' });
    expect(body.content).toContain(text);
    expect(body.content).toMatch(/<img src="\/uploads\/images\/[^"]+" alt="正文配图"/);
    const answer = (await response.json()) as { id: number; publication: { state: string } };
    expect(answer.publication.state).toBe('published');
    await toast(page, '新闻已发布').waitFor();
    // The editor goes on at the new article's address, with its publishing bar.
    await page.waitForURL(`${base}/admin/news/edit/${answer.id}`);
    await h1('编辑新闻').waitFor();
    const bar = page.getByRole('region', { name: '发布状态' });
    await bar.getByText('已发布', { exact: true }).waitFor();
    await page.unroute(createUrl);

    // Public at once.
    const saved = await findByTitle(title);
    expect(saved).toBeDefined();
    expect(saved!.id).toBe(answer.id);
    const stored = await article(saved!.id);
    expect(stored).toMatchObject({
      title,
      category: leaf.id,
      category_name: leaf.name,
      author,
      summary: expectedSummary,
      cover_image: cover,
      cover_alt: '端到端封面',
      views: 0,
    });
    expect(stored.content).toContain(text);

    // The list says it is published and links to its public page; 编辑 opens it again.
    await openFromSidebar(page, '新闻管理');
    await h1('新闻管理').waitFor();
    await tableSearch(title);
    await row(title).getByText('已发布', { exact: true }).waitFor();
    expect(
      await row(title)
        .getByRole('link', { name: `查看：${title}` })
        .getAttribute('href'),
    ).toBe(`/news/${saved!.id}`);

    // Edit: the saved fields come back; the generated summary shows as its preview.
    await row(title).getByRole('link', { name: '编辑' }).click();
    await page.waitForURL(`${base}/admin/news/edit/${saved!.id}`);
    await h1('编辑新闻').waitFor();
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('作者', { exact: true }).inputValue()).toBe(author);
    expect(await page.getByLabel('摘要', { exact: true }).inputValue()).toBe('');
    expect(await page.getByTestId('summary-preview').innerText()).toBe(`留空时将自动生成：${expectedSummary}`);
    expect(await page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(cover);
    await content().locator('img[src^="/uploads/images/"]').waitFor();

    const title2 = `${title}（修订）`;
    await page.getByLabel('标题', { exact: true }).fill(title2);
    await page.getByLabel('摘要', { exact: true }).fill('手写的摘要');
    await page.getByText('搜索引擎优化', { exact: true }).click();
    await page.getByLabel('SEO描述').fill('给搜索引擎看的描述');
    await page.getByText('9 / 160', { exact: true }).waitFor();

    // 保存草稿 keeps the changes as the working copy: the editor stays and the public article is as it was.
    await page.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '草稿已保存，网站上的内容在发布前不变').waitFor();
    await bar.getByText('有未发布的修改', { exact: true }).waitFor();
    expect(page.url()).toBe(`${base}/admin/news/edit/${saved!.id}`);
    expect(await article(saved!.id)).toMatchObject({ title, summary: expectedSummary, seo_description: '' });

    // 保存并发布 puts them live.
    await page.getByRole('button', { name: '保存并发布' }).click();
    await toast(page, '已保存并发布').waitFor();
    await bar.getByText('有未发布的修改', { exact: true }).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${base}/admin/news/edit/${saved!.id}`);
    const updated = await article(saved!.id);
    // Opening the editor counted no view; author and cover stay.
    expect(updated).toMatchObject({ title: title2, summary: '手写的摘要', author, cover_image: cover, views: 0 });
    expect(updated).toMatchObject({ seo_title: '', seo_description: '给搜索引擎看的描述' });
    // The server's head describes the article with it.
    const html = await (await fetch(`${base}/news/${saved!.id}`)).text();
    expect(html).toContain('<meta name="description" content="给搜索引擎看的描述">');

    // Delete, after confirming.
    await openFromSidebar(page, '新闻管理');
    await h1('新闻管理').waitFor();
    await tableSearch(title2);
    await row(title2).getByRole('button', { name: '删除' }).click();
    const dialog = confirmDialog(page).filter({ hasText: title2 });
    await dialog.getByText('此操作不可撤销', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '删除' }).click();
    await toast(page, '新闻已删除').waitFor();
    expect((await fetch(`${base}/api/news/${saved!.id}`)).status).toBe(404);
    await page.getByText('没有找到数据').waitFor();
  });
});
