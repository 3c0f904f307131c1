import type { AppDownloadView as AppDownload } from '@site/contracts';
import type { Page } from 'playwright-core';
import { choose, logIn, openFromSidebar } from './admin';
import { baseUrl, getJson, useBrowser } from './browser';
import { makePng, runTag } from './catalog';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

const configs = () => getJson<AppDownload[]>('/api/app-downloads');
/** What the public page shows for a platform: the config with the highest id. */
const newest = async (platform: string) =>
  (await configs()).filter((c) => c.platform === platform).sort((a, b) => b.id - a.id)[0];

describe('app downloads', () => {
  const session = useBrowser({ viewport: { width: 1440, height: 1000 } });
  let page: Page;
  const base = baseUrl();

  beforeEach(() => {
    ({ page } = session);
  });

  const banner = (text: string) => page.locator('.ant-alert').filter({ hasText: text });
  const card = (id: number) => page.locator(`[data-config-id="${id}"]`);
  const call = (method: string, path: RegExp) =>
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

  it('creates an Android config, uploads its QR code and shows it on /download', async () => {
    const tag = runTag();
    const version = `9.${tag}`;
    const title = `端到端安卓版${tag}`;
    const link = `https://download.example.com/app-${tag}.apk`;

    await logIn(page, 'editor');
    await openFromSidebar(page, 'APP下载');
    await page.locator('[data-config-id]').first().waitFor();

    // The add form: the platform is required, with 平台信息不能为空.
    await page.getByRole('button', { name: '添加配置' }).click();
    const form = page.locator('form#app-download-create');
    await form.getByRole('button', { name: '创建' }).click();
    await form.getByText('平台信息不能为空', { exact: true }).waitFor();
    await form.getByLabel('下载链接').fill('ftp://example.com/app.apk');
    await form.getByRole('button', { name: '创建' }).click();
    await form.getByText(/^下载链接必须是 http:\/\/ 或 https:\/\//).waitFor();

    await choose(page, form.getByLabel('平台'), 'Android 版');
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('版本号').fill(version);
    await form.getByLabel('描述').fill('端到端测试版本');
    await form.getByLabel('下载链接').fill(link);
    const created = call('POST', /^\/api\/app-downloads$/);
    await form.getByRole('button', { name: '创建' }).click();
    const answer = await created;
    expect(answer.ok()).toBe(true);
    expect(answer.request().postDataJSON()).toEqual({
      platform: 'android',
      title,
      version,
      description: '端到端测试版本',
      download_url: link,
      qrcode_url: '',
    });
    const config = (await answer.json()) as AppDownload;
    await banner('APP下载配置创建成功').waitFor();
    await form.waitFor({ state: 'detached' });

    // Its card: the newest Android config is the one the public page shows; its code is generated from the link.
    const mine = card(config.id);
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Android 版');
    await mine.getByText('前台展示中').waitFor();
    await mine.getByText('由下载链接自动生成').waitFor();
    expect(await mine.getByLabel('版本号').inputValue()).toBe(version);

    // The success banner goes by itself.
    await banner('APP下载配置创建成功').waitFor({ state: 'detached' });

    // Upload a QR code: the image is stored, then the config points at it.
    const uploaded = call('POST', /^\/api\/upload\/qrcode$/);
    const saved = call('PUT', new RegExp(`^/api/app-downloads/${config.id}$`));
    await mine
      .getByLabel(/^选择二维码图片/)
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: makePng(240, 240, [30, 30, 30]) });
    const { url } = (await (await uploaded).json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/qrcodes\/.+\.webp$/);
    expect((await saved).request().postDataJSON()).toEqual({ qrcode_url: url });
    await banner('二维码上传成功').waitFor();
    await mine.getByText('已上传二维码').waitFor();
    expect(await mine.locator('img').getAttribute('src')).toBe(url);
    expect(await newest('android')).toMatchObject({ id: config.id, qrcode_url: url, qrcode_generated: false });

    // Edit and save the description.
    await mine.getByLabel('描述').fill('端到端测试版本（已修改）');
    const put = call('PUT', new RegExp(`^/api/app-downloads/${config.id}$`));
    await mine.getByRole('button', { name: '保存' }).click();
    expect((await put).request().postDataJSON()).toEqual({
      title,
      version,
      description: '端到端测试版本（已修改）',
      download_url: link,
    });
    await banner('APP下载信息保存成功').waitFor();
    expect((await newest('android')).description).toBe('端到端测试版本（已修改）');

    // The public page: the newest Android config, with its QR code and link.
    await page.goto(`${base}/download`);
    const android = page.getByRole('article', { name: 'Android 版', exact: true });
    await android.waitFor();
    expect(await android.getAttribute('data-config-id')).toBe(String(config.id));
    await android.getByText(`版本 ${version}`).waitFor();
    await android.getByRole('heading', { name: title }).waitFor();
    const qr = android.getByRole('img', { name: `${title} 下载二维码` });
    expect(await qr.getAttribute('src')).toBe(url);
    await page.waitForFunction((src) => {
      const img = document.querySelector<HTMLImageElement>(`img[src="${src}"]`);
      return img !== null && img.complete && img.naturalWidth === 240;
    }, url);
    expect(await android.getByRole('link', { name: /^下载/ }).getAttribute('href')).toBe(link);

    // Android beta shows its own newest config next to it; no overlay in an ordinary browser.
    const beta = await newest('android-beta');
    const betaCard = page.getByRole('article', { name: 'Android 测试版' });
    expect(await betaCard.getAttribute('data-config-id')).toBe(String(beta.id));
    expect(await page.getByRole('article').count()).toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('asks WeChat users to open the page in the system browser', async () => {
    const wechat = await session.newContext({
      userAgent: WECHAT_UA,
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    try {
      const phone = await wechat.newPage();
      await phone.goto(`${base}/download`);
      const overlay = phone.getByRole('dialog', { name: '请在系统浏览器中打开' });
      await overlay.waitFor();
      const text = await overlay.innerText();
      expect(text).toContain('微信');
      expect(text).toContain('···');
      expect(text).toContain('在浏览器打开');

      // Dismissed, it comes back when a download is tapped (WeChat would not download it).
      await overlay.getByRole('button', { name: '我知道了' }).click();
      await overlay.waitFor({ state: 'detached' });
      const link = phone.getByRole('article', { name: 'Android 版', exact: true }).getByRole('link', { name: /^下载/ });
      await link.click();
      await overlay.waitFor();
      expect(phone.url()).toBe(`${base}/download`);
    } finally {
      await wechat.close();
    }
  });
});
