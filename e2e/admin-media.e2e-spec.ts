import type { MediaPage, UploadAnswer } from '@site/contracts';
import type { Page } from 'playwright-core';
import type { ApiClient } from '../test/support/api-client';
import { choose, confirmDialog, logIn, openDialog, openFromSidebar, toast } from './admin';
import { baseUrl, useBrowser } from './browser';
import { makePng, runTag } from './catalog';
import { adminApi, article, createArticle, deleteArticles, leafCategory } from './news';

/** Uploads a picture of its own colour under `name`; answers the upload (URL and media id). */
async function uploadNamed(api: ApiClient, name: string, rgb: [number, number, number]): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(makePng(400, 200, rgb))], { type: 'image/png' }), name);
  const answer = await api.post<UploadAnswer>('/api/upload', form);
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
  return answer.body;
}

/** A colour no other run uses, from the run's tag. */
const colourOf = (tag: string, salt: number): [number, number, number] => {
  let hash = salt;
  for (const c of tag) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return [hash & 255, (hash >> 8) & 255, (hash >> 16) & 255];
};

describe('media library in Chromium (issue 33)', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  let api: ApiClient;
  const base = baseUrl();
  const articles: number[] = [];

  beforeAll(async () => {
    api = await adminApi();
  });
  beforeEach(() => {
    ({ page } = session);
  });
  afterAll(() => deleteArticles(api, articles));

  const search = async (text: string) => {
    await page.getByRole('searchbox', { name: '搜索媒体文件' }).fill(text);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
  };
  const tile = (name: string) =>
    page.getByRole('list', { name: '媒体文件' }).getByRole('button').filter({ hasText: name });

  it('uploads several files by the file chooser, each with its own row, into the library', async () => {
    const tag = runTag();
    await logIn(page, 'editor');
    await openFromSidebar(page, '媒体库');
    const names = [`批量甲${tag}.png`, `批量乙${tag}.png`, `批量丙${tag}.png`];
    await page
      .getByLabel('选择要上传的文件')
      .setInputFiles(
        names.map((name, i) => ({ name, mimeType: 'image/png', buffer: makePng(120, 80, colourOf(tag, i + 1)) })),
      );
    await page.getByText(`上传列表：3 / 3 已完成`).waitFor();
    for (const name of names) {
      const row = page.getByRole('list', { name: '上传列表' }).getByRole('listitem', { name });
      await row.getByText('已上传').waitFor();
    }
    await search(tag);
    for (const name of names) await tile(name).waitFor();
    const listed = (await api.get<MediaPage>(`/api/media?search=${encodeURIComponent(tag)}`)).body;
    expect(listed.items.map((m) => m.file_name).sort()).toEqual([...names].sort());
  });

  it('shows where a file is used, refuses to delete it naming the place, and links there', async () => {
    const tag = runTag();
    const name = `在用封面${tag}.png`;
    const cover = await uploadNamed(api, name, colourOf(tag, 7));
    const leaf = await leafCategory();
    const news = await createArticle(api, {
      title: `用图新闻${tag}`,
      category: leaf.id,
      content: '<p>正文</p>',
      cover_image: cover.url,
      cover_alt: '展厅',
    });
    articles.push(news.id);

    await logIn(page, 'editor');
    await openFromSidebar(page, '媒体库');
    await search(name);
    await tile(name).getByText('1处使用').waitFor();
    await tile(name).click();
    const drawer = page.getByRole('dialog', { name: '文件详情' });
    const place = drawer.getByRole('list', { name: '使用位置' }).getByRole('link');
    await place.first().waitFor();
    expect(await place.allInnerTexts()).toEqual([`新闻「${news.title}」的封面`]);

    await drawer.getByRole('button', { name: '删除', exact: true }).click();
    const dialog = confirmDialog(page).filter({ hasText: '文件将移入回收站' });
    await dialog.getByRole('button', { name: '删除' }).click();
    await toast(page, `新闻「${news.title}」的封面`).waitFor();
    // Still there, still used, and the article still shows it.
    expect((await api.get(`/api/media/${cover.media_id}`)).body).toMatchObject({ trashed_at: null, used: 1 });
    expect((await article(news.id)).cover_image).toBe(cover.url);

    await place.first().click();
    await page.waitForURL(`${base}/admin/news/edit/${news.id}`);
    await page.getByRole('heading', { level: 1, name: '编辑新闻', exact: true }).waitFor();
  });

  it('takes a library picture as a news cover with its alt text, and the article publishes', async () => {
    const tag = runTag();
    const name = `库中封面${tag}.png`;
    const picture = await uploadNamed(api, name, colourOf(tag, 11));
    await api.request('PATCH', `/api/media/${picture.media_id}`, { alt_text: `库中替代文本${tag}` });
    const leaf = await leafCategory();
    const title = `媒体库封面新闻${tag}`;

    await logIn(page, 'editor');
    await page.goto(`${base}/admin/news/edit`);
    await page.getByRole('heading', { level: 1, name: '新建新闻', exact: true }).waitFor();
    await page.getByRole('button', { name: '从媒体库选择' }).click();
    const picker = openDialog(page, '选择图片');
    await picker.getByRole('searchbox', { name: '搜索媒体库' }).fill(name);
    await picker.getByRole('button', { name: '搜索', exact: true }).click();
    await picker.getByRole('button', { name }).click();
    // The library's alt text comes with it.
    const chosen = picker.getByRole('region', { name: '已选图片' });
    expect(await chosen.getByLabel('替代文本').inputValue()).toBe(`库中替代文本${tag}`);
    await picker.getByRole('button', { name: '使用这张图片' }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(picture.url);
    expect(await page.getByLabel('封面替代文本').inputValue()).toBe(`库中替代文本${tag}`);

    await choose(page, page.getByLabel('分类', { exact: true }), leaf.name);
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('textbox', { name: '内容', exact: true }).click();
    await page.keyboard.insertText(`正文${tag}`);
    // 保存并发布: the article is public at once (a draft's would not be read below).
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url() === `${base}/api/news?publish=true`,
    );
    await page.getByRole('button', { name: '保存并发布' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const saved = (await response.json()) as { id: number };
    articles.push(saved.id);
    await toast(page, '新闻已发布').waitFor();
    expect(await article(saved.id)).toMatchObject({ cover_image: picture.url, cover_alt: `库中替代文本${tag}` });
  });
});
