// The bytes of pictures a phone downloads on /products and a product page (390 px wide, DPR 2, as
// Lighthouse's mobile runs): now, with <picture> and srcset, against the masters the same <img>
// elements showed before the public pages had variants.
import type { UploadAnswer } from '@site/contracts';
import { chromium } from 'playwright-core';
import { benchStack, stopBenchStack } from './bench-stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageBytes {
  path: string;
  now: number;
  before: number;
  pictures: number;
}

/** The pictures of /products and of its first product, on the running stack at `base`. */
export async function mobileBytes(base: string): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const products = (await (await fetch(`${base}/api/products?page=1&limit=1`)).json()) as { id: number }[];
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
      await page.goto(base + path, { waitUntil: 'networkidle', timeout: 120_000 });
      // The masters behind the pictures shown: what the page downloaded before it had variants.
      const masters = await page.$$eval('img', (imgs) =>
        imgs.filter((img) => img.complete && img.currentSrc).map((img) => img.getAttribute('src') ?? ''),
      );
      const now = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
      let before = 0;
      for (const src of new Set(masters.filter((src) => src.startsWith('/uploads/images/')))) {
        before += (await (await fetch(base + src)).arrayBuffer()).byteLength;
      }
      results.push({ path, now, before, pictures: masters.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The seeded demo catalogue: drawn illustrations, whose masters are already small. */
export async function demoMobileBytes(): Promise<PageBytes[]> {
  const stack = benchStack(true);
  await stack.start();
  try {
    return await mobileBytes(stack.url);
  } finally {
    await stopBenchStack(stack);
  }
}

/**
 * A catalogue of photographs, as a shop uploads them: 12 published products of three photos each,
 * made through the API from `photos` (uploads already on the stack at `base`).
 */
export async function photoMobileBytes(
  base: string,
  headers: Record<string, string>,
  photos: UploadAnswer[],
): Promise<PageBytes[]> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const category = await post<{ id: number }>('/api/categories', { type: 'product', name: '实拍产品' });
  for (let i = 0; i < 12; i++) {
    const product = await post<{ id: number }>('/api/products?publish=true', {
      name: `实拍产品 ${i + 1}`,
      category: category.id,
      status: '已发布',
      price: '¥1999',
      stock: 20,
      description: '<p>实拍图片</p>',
    });
    for (let j = 0; j < 3; j++) {
      const photo = photos[(i * 3 + j) % photos.length];
      await post(`/api/products/${product.id}/images`, { image_url: photo.url, is_primary: j === 0 });
    }
  }
  return mobileBytes(base);
}

export function printMobileBytes(title: string, pages: PageBytes[]): void {
  console.log(`\nmobile bytes: pictures downloaded at 390 px, DPR 2 (${title}), variants vs the masters`);
  for (const { path, now, before, pictures } of pages) {
    const cut = before ? (1 - now / before) * 100 : 0;
    console.log(
      `  ${path.padEnd(18)}${(now / 1024).toFixed(0)} KiB now, ${(before / 1024).toFixed(0)} KiB before (${pictures} pictures): ${cut.toFixed(1)}% less (goal 60%)`,
    );
  }
}
