import {
  ContentRpc,
  formatPrice,
  type PageKey,
  type PageSection,
  type pageViewSchema,
  productListQuerySchema,
  type PublicPageView,
  type StripEntry,
  type TranslatedLocale,
} from '@site/contracts';
import type { z } from 'zod';
import type { RpcClient } from '@site/service-kit/dist/client';
import { Tag } from '../cache/cache-tags';
import { listProducts } from '../catalog/product-list';

/** The cache tags a page's strips may show, besides the page's own. */
export const STRIP_TAGS = [Tag.products, Tag.news];

/**
 * A page as the public site reads it: its visible sections and the entries of its product and
 * news strips, fetched here so the page comes whole in one read (the API and the server render
 * alike). `tag` hears the tags of what was read.
 */
export async function publicPage(
  rpc: RpcClient,
  page: z.infer<typeof pageViewSchema>,
  tag: (...tags: string[]) => void = () => undefined,
  locale?: TranslatedLocale,
): Promise<PublicPageView> {
  tag(Tag.page(page.key));
  // Checked against their types when saved: the content service's answer is the contract's shape.
  const sections = page.sections as PageSection[];
  const strips = sections.filter((s): s is PageSection<'strip'> => s.type === 'strip' && !s.hidden);
  const entries = await Promise.all(strips.map((section) => stripEntries(rpc, section, tag, locale)));
  return { ...page, sections, strips: Object.fromEntries(strips.map((s, i) => [s.key, entries[i]])) };
}

/** The published page `key`, whole; in another language, its published version there (else a 404). */
export async function readPublicPage(
  rpc: RpcClient,
  key: PageKey,
  tag?: (...tags: string[]) => void,
  locale?: TranslatedLocale,
) {
  // The default language's message names none, as before.
  const message = locale ? { key, includeHidden: false, locale } : { key, includeHidden: false };
  return publicPage(rpc, await rpc.call(ContentRpc.pageGet, message), tag, locale);
}

async function stripEntries(
  rpc: RpcClient,
  { data }: PageSection<'strip'>,
  tag: (...tags: string[]) => void,
  locale?: TranslatedLocale,
): Promise<StripEntry[]> {
  if (data.source === 'products') {
    tag(Tag.products);
    const query = productListQuerySchema.parse({ page: '1', limit: String(data.count), category: data.category ?? '' });
    const { items } = await listProducts(rpc, query);
    return items.map((product) => ({
      href: `/products/${product.id}`,
      title: product.name,
      text: product.model,
      picture: product.primary_image ?? product.cover_image ?? product.image,
      pictureAlt: product.name,
      meta: formatPrice(product.price),
    }));
  }
  tag(Tag.news);
  const { items } = await rpc.call(ContentRpc.newsList, {
    page: 1,
    limit: data.count,
    ...(data.category ? { category: data.category } : {}),
    // In another language, the articles live in it (products are listed as they are).
    ...(locale ? { locale } : {}),
  });
  return items.map((article) => ({
    href: `/news/${article.id}`,
    title: article.title,
    text: article.summary,
    picture: article.cover_image,
    pictureAlt: article.cover_alt ?? '',
    meta: article.date,
  }));
}
