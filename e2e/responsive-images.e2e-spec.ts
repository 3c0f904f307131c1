import type { Page } from 'playwright-core';
import { baseUrl, useBrowser } from './browser';
import { cards, product, products } from './catalog';

/** Pictures a page downloaded from our uploads, by URL. */
function uploadedPictures(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/uploads/images/') && response.ok()) urls.push(pathname);
  });
  return urls;
}

const SMALL_VARIANT = /\/w(320|640|960)\.(avif|webp)$/;

describe('pictures on a phone', () => {
  // A 390-px-wide phone at DPR 2, as the mobile-bytes figure is measured.
  const session = useBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const base = baseUrl();

  it('the product grid loads small variants, never the 1280 one or the master', async () => {
    const { page } = session;
    const loaded = uploadedPictures(page);
    await page.goto(`${base}/products`);
    await cards(page).first().waitFor();
    await cards(page).nth(2).scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-product-id] img')]
        .slice(0, 3)
        .every((img) => (img as HTMLImageElement).complete),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => !SMALL_VARIANT.test(url))).toEqual([]);
    // AVIF first: Chromium takes it.
    expect(loaded.every((url) => url.endsWith('.avif'))).toBe(true);
  });

  it('a product page loads small variants for its gallery and thumbnails', async () => {
    const { page } = session;
    let withImages: { id: number } | undefined;
    for (const { id } of await products()) {
      if ((await product(id)).images.length > 1) {
        withImages = { id };
        break;
      }
    }
    expect(withImages).toBeDefined();
    const loaded = uploadedPictures(page);
    await page.goto(`${base}/products/${withImages!.id}`);
    await page.getByRole('button', { name: '查看大图' }).locator('img').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('button[aria-label="查看大图"] img') as HTMLImageElement).complete,
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((url) => !SMALL_VARIANT.test(url))).toEqual([]);
  });
});
