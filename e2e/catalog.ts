import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { getJson } from './browser';

/** The catalog answers as the web reads them (libs/contracts catalog.ts). */
export interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  type: 'news' | 'product';
}

export interface ProductImage {
  id: number;
  image_url: string;
  image_order: number;
  is_primary: boolean;
}

export interface Product {
  id: number;
  name: string;
  model: string;
  category: number;
  status: string;
  price: string;
  stock: number;
  description: string;
}

export interface ProductDetail extends Product {
  images: ProductImage[];
}

export const products = () => getJson<Product[]>('/api/products');
export const product = (id: number) => getJson<ProductDetail>(`/api/products/${id}`);
export const categories = (type?: 'news' | 'product') =>
  getJson<Category[]>(type ? `/api/categories?type=${type}` : '/api/categories');

/** The category and every descendant. */
export function subtree(all: readonly Category[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** A short unique tag for names made by one test run. */
export const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Cards of the public product grid. */
export const cards = (page: Page) => page.locator('[data-product-id]');

export async function cardIds(page: Page): Promise<number[]> {
  return (await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')))).map(Number);
}

/** Scrolls the last card into view until the grid says everything is shown; answers N of the message. */
export async function loadAllCards(page: Page): Promise<number> {
  const done = page.getByText(/^已显示全部 \d+ 个产品$/);
  for (let round = 0; round < 200 && !(await done.isVisible()); round++) {
    const count = await cards(page).count();
    if (count > 0) await cards(page).last().scrollIntoViewIfNeeded();
    await page
      .waitForFunction(
        (before) =>
          document.querySelectorAll('[data-product-id]').length > before ||
          /已显示全部/.test(document.querySelector('main')?.textContent ?? ''),
        count,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }
  return Number(/\d+/.exec(await done.innerText())![0]);
}

// ---------------------------------------------------------------------------------------------
// PNG files for uploads, made here so the tests need no fixtures
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG with a darker band, so each file differs. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  // Two kinds of row (filter byte 0, then the pixels): the darker band's and the rest's. Each is built once:
  // filling a 1600×1200 picture pixel by pixel cost the test a second of CPU.
  const rowOf = (shade: number) =>
    Buffer.concat([Buffer.alloc(1), Buffer.alloc(width * 3, Buffer.from(rgb.map((c) => Math.round(c * shade))))]);
  const band = rowOf(0.6);
  const plain = rowOf(1);
  const raw = Buffer.alloc(plain.length * height);
  for (let y = 0; y < height; y++) (y < height / 4 ? band : plain).copy(raw, y * plain.length);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a PNG or JPEG file. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}
