import type { NewsListAnswer } from '@site/contracts';
import type { Page } from 'playwright-core';
import { testTimeout } from '../test/support/patience';
import { choose, confirmDialog, logIn, openDialog, toast } from './admin';
import { baseUrl, getJson, useBrowser } from './browser';
import { runTag } from './catalog';
import { article, leafCategory } from './news';

/** YYYY-MM-DD HH:mm in the site's default zone (the schedule dialog's format). */
function shanghaiWallTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

async function until<T>(check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// Publishing news as staff do it (issue 35, docs/publishing.md): a draft, a preview link opened in a
// fresh browser with no session, a schedule two minutes ahead that puts it on /news and in RSS, then
// an earlier revision restored as a draft and published.
describe('publishing news', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();
  const statusBar = () => page.getByRole('region', { name: '发布状态' });
  const publicTitles = async () =>
    (await getJson<NewsListAnswer>('/api/news?limit=20')).items.map((n) => [n.id, n.title] as const);

  beforeEach(() => {
    ({ page } = session);
  });

  it(
    'drafts, previews without a session, schedules, then restores and publishes',
    async () => {
      const tag = runTag();
      const first = `定时发布流程${tag}`;
      const second = `${first}（第二版）`;
      const leaf = await leafCategory();
      await logIn(page, 'editor');

      // A draft: saved, not public.
      await page.goto(`${base}/admin/news/edit`);
      await choose(page, page.getByLabel('分类', { exact: true }), leaf.name);
      await page.getByLabel('标题', { exact: true }).fill(first);
      const content = page.getByRole('textbox', { name: '内容', exact: true });
      await content.click();
      await page.keyboard.type('这是一篇先写成草稿、再定时发布的新闻。');
      await page.getByRole('button', { name: '保存草稿' }).click();
      await page.waitForURL(/\/admin\/news\/edit\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())![1]);
      await statusBar().getByText('草稿', { exact: true }).waitFor();
      expect((await publicTitles()).map(([n]) => n)).not.toContain(id);

      // A second save: the working copy changes, nothing public does.
      await page.getByLabel('标题', { exact: true }).fill(second);
      await page.getByRole('button', { name: '保存草稿' }).click();
      await toast(page, '草稿已保存，网站上的内容在发布前不变').waitFor();

      // A preview link, opened by someone without an account.
      await statusBar().getByRole('button', { name: '预览链接' }).click();
      const links = openDialog(page, '预览链接');
      await links.getByRole('button', { name: '生成链接' }).click();
      const url = await links.getByTestId('preview-link-url').textContent();
      expect(url).toMatch(/\/preview\/news\/[A-Za-z0-9_-]{43}$/);
      const stranger = await session.newContext();
      try {
        const preview = await stranger.newPage();
        const answer = await preview.goto(url!);
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()['cache-control']).toBe('private, no-store');
        expect(answer?.headers()['x-robots-tag']).toBe('noindex');
        await preview.getByRole('heading', { level: 1, name: second }).waitFor();
      } finally {
        await stranger.close();
      }
      await page.keyboard.press('Escape');
      await links.waitFor({ state: 'hidden' });

      // Scheduled two minutes ahead, in the site's zone.
      const at = new Date(Date.now() + 2 * 60_000);
      await statusBar().getByRole('button', { name: '定时发布' }).click();
      const dialog = openDialog(page, '定时发布');
      const when = dialog.getByLabel(/^发布时间/);
      await when.click();
      await when.fill(shanghaiWallTime(at));
      await when.press('Enter');
      await dialog.getByRole('button', { name: '确定' }).click();
      await statusBar()
        .getByText(/将于 .*（Asia\/Shanghai）发布|于 .*（Asia\/Shanghai）/)
        .waitFor();
      expect((await publicTitles()).map(([n]) => n)).not.toContain(id);

      // It goes live on its own: /news, the API and RSS show it.
      await until(async () => (await publicTitles()).some(([n, t]) => n === id && t === second), 5 * 60_000);
      const visitor = await session.newContext();
      try {
        const news = await visitor.newPage();
        await news.goto(`${base}/news`);
        await news.getByText(second).first().waitFor();
        const feed = await news.goto(`${base}/rss.xml`);
        expect(await feed?.text()).toContain(second);
      } finally {
        await visitor.close();
      }

      // The first version back as a draft: the live one stays until it is published.
      await page.reload();
      await statusBar().getByText('已发布', { exact: true }).waitFor();
      await statusBar().getByRole('button', { name: '历史版本' }).click();
      const history = page.getByRole('dialog', { name: '历史版本' });
      await history.getByRole('button', { name: /^创建/ }).click();
      await history.getByRole('button', { name: '恢复为草稿' }).click();
      await confirmDialog(page).getByRole('button', { name: '恢复为草稿' }).click();
      await history.getByText('已恢复为草稿，线上版本没有改变').waitFor();
      expect((await article(id)).title).toBe(second);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });
      await statusBar().getByText('有未发布的修改').waitFor();
      expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(first);

      await statusBar().getByRole('button', { name: '发布', exact: true }).click();
      await until(async () => (await article(id)).title === first, 60_000);
      await statusBar().getByText('已发布', { exact: true }).waitFor();
    },
    testTimeout() + 5 * 60_000,
  );
});
