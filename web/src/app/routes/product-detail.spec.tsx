/**
 * @jest-environment jest-fixed-jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProductDetailView, ProductPromiseOverrides, ProductPromises } from '@site/contracts';
import { DEFAULT_PRODUCT_PROMISES } from '@site/contracts/product-promises';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@site/contracts/locales';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { productQuery } from '../../features/products/api/products';
import { publicSettingsQuery } from '../../features/settings/api/get-public-settings';
import { EMPTY_SETTINGS } from '../../features/settings/utils/public-settings';
import { createI18n, LocaleProvider } from '../../lib/i18n';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { ProductDetailPage } from './product-detail';

const product = (promises: ProductPromiseOverrides | null): ProductDetailView => ({
  id: 3,
  name: '智能网关',
  category: 1,
  category_name: '智能家居',
  model: '',
  status: '已发布',
  price: '¥1999',
  stock: 20,
  description: '<p>说明</p>',
  seo_title: '',
  seo_description: '',
  promises,
  date: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  image: null,
  cover_image: null,
  primary_image: null,
  images: [],
  product_images: [],
});

/** The page with its product and the public settings already loaded, as after the server's render. */
function renderPage(
  promises: ProductPromises,
  overrides: ProductPromiseOverrides | null = null,
  { locale = 'zh-CN', price = '¥1999' }: { locale?: Locale; price?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(productQuery(3, locale).queryKey, { ...product(overrides), price });
  client.setQueryData(publicSettingsQuery(locale).queryKey, { ...EMPTY_SETTINGS, productPromises: promises });
  const prefix = locale === 'en' ? '/en' : '';
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider i18n={createI18n(locale, locale === 'en' ? en : zhCN)}>
        <MemoryRouter initialEntries={[`${prefix}/products/3`]}>
          <Routes>
            <Route path={`${prefix}/products/:id`} element={<ProductDetailPage />} />
          </Routes>
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

describe('ProductDetailPage: promises (issue 34)', () => {
  it("shows the spec's lines with the default settings, as before", () => {
    renderPage(DEFAULT_PRODUCT_PROMISES);
    expect(text('product-rating')).toBe('★★★★★评分 4.8·1.2万+ 评价·98% 好评率');
    expect(text('product-list-price')).toBe('¥2398.80');
    expect(text('product-shipping')).toBe('免运费');
    expect(text('product-delivery')).toBe('配送至 深圳市南山区');
    expect(text('product-services')).toBe('7天无理由退货 · 48小时内发货');
  });

  it('renders no trace of a line the settings hide', () => {
    renderPage({ ...DEFAULT_PRODUCT_PROMISES, rating: { text: '4.8', show: false } });
    expect(text('product-rating')).toBe('1.2万+ 评价·98% 好评率');
    expect(screen.queryByText(/评分/)).toBeNull();
    expect(screen.queryByText('★★★★★')).toBeNull();
  });

  it("follows the product's own lines over the settings", () => {
    renderPage(
      { ...DEFAULT_PRODUCT_PROMISES, shipping: { text: '免运费', show: false } },
      {
        listPrice: { show: false },
        returns: { text: '15天无理由退货' },
        dispatch: { show: false },
        shipping: { show: true, text: '满99包邮' },
      },
    );
    expect(text('product-list-price')).toBeNull();
    expect(screen.queryByText('¥2398.80')).toBeNull();
    expect(text('product-services')).toBe('15天无理由退货');
    expect(text('product-shipping')).toBe('满99包邮');
  });

  it('drops a whole row when all its lines are hidden', () => {
    renderPage({
      ...DEFAULT_PRODUCT_PROMISES,
      rating: { text: '4.8', show: false },
      reviewCount: { text: '1.2万+', show: false },
      goodRate: { text: '98%', show: false },
      returns: { text: '7天无理由退货', show: false },
      dispatch: { text: '48小时内发货', show: false },
    });
    expect(text('product-rating')).toBeNull();
    expect(text('product-services')).toBeNull();
    expect(screen.queryByText('服务')).toBeNull();
    expect(text('product-price')).toBe('¥1999');
  });
});

describe('ProductDetailPage in English', () => {
  it('words the page in English and keeps its links under /en; the product and settings as staff wrote them', () => {
    renderPage(DEFAULT_PRODUCT_PROMISES, null, { locale: 'en', price: '' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Product details');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('智能网关');
    expect(text('product-price')).toBe('Price on request');
    expect(text('product-rating')).toBe('★★★★★Rated 4.8·1.2万+ reviews·98% positive');
    expect(text('product-delivery')).toBe('Ships to 深圳市南山区');
    expect(text('product-stock')).toBe('20 units');
    expect(screen.getByText('In stock')).toBeTruthy();
    const buy = within(screen.getByRole('region', { name: 'Purchase' }));
    expect(buy.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(
      ['Decrease quantity', 'Increase quantity', 'Buy now', 'Add to cart'],
    );
    expect(screen.getByRole('link', { name: '← Back to products' }).getAttribute('href')).toBe('/en/products');
    expect(screen.getByText(/^Updated: [A-Z][a-z]{2} \d{1,2}, 202[56]/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/立即购买|有货|更新日期|价格面议|返回产品列表/);
  });
});
