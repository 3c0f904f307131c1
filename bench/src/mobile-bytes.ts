// The bytes of pictures a phone downloads on /products and a product page (390 px wide, DPR 2, as
// Lighthouse's mobile runs): now, with <picture> and srcset, against the masters the same <img>
// elements showed before the public pages had variants.
import { chromium } from 'playwright-core';
import { benchStack, stopBenchStack } from './bench-stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageBytes {
  path: string;
  now: number;
  before: number;
  pictures: number;
}

export async function mobileBytes(): Promise<PageBytes[]> {
  const stack = benchStack(true);
  await stack.start();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const products = (await (await fetch(`${stack.url}/api/products`)).json()) as { id: number }[];
    const results: PageBytes[] = [];
    for (const path of ['/products', `/products/${products[0].id}`]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
      });
      const page = await context.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/uploads/images/')) return;
        bodies.push(response.body().then((body) => body.length));
      });
      await page.goto(stack.url + path, { waitUntil: 'networkidle' });
      // The masters behind the pictures shown: what the page downloaded before it had variants.
      const masters = await page.$$eval('img', (imgs) =>
        imgs.filter((img) => img.complete && img.currentSrc).map((img) => img.getAttribute('src') ?? ''),
      );
      const now = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
      let before = 0;
      for (const src of new Set(masters.filter((src) => src.startsWith('/uploads/images/')))) {
        before += (await (await fetch(stack.url + src)).arrayBuffer()).byteLength;
      }
      results.push({ path, now, before, pictures: masters.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await stopBenchStack(stack);
  }
}
