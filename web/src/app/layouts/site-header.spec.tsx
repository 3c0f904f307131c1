/**
 * @jest-environment jest-fixed-jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@site/contracts/locales';
import { EMPTY_SETTINGS } from '../../features/settings/utils/public-settings';
import { createI18n, LocaleProvider, siteLanguagesQuery, useAlternates } from '../../lib/i18n';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { SiteHeader } from './site-header';

function Header() {
  return <SiteHeader settings={{ ...EMPTY_SETTINGS, siteName: '智动科技' }} alternates={useAlternates()} />;
}

function renderHeader(
  path: string,
  { locale = 'zh-CN', offered = ['zh-CN'] }: { locale?: Locale; offered?: Locale[] } = {},
) {
  const client = new QueryClient();
  client.setQueryData(siteLanguagesQuery.queryKey, offered);
  const i18n = createI18n(locale, locale === 'en' ? en : zhCN);
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Header />
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

function currentItemAt(path: string, locale: Locale = 'zh-CN'): string[] {
  renderHeader(path, { locale, offered: ['zh-CN', 'en'] });
  const nav = screen.getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : '主导航' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('SiteHeader', () => {
  it.each([
    ['/', ['首页']],
    ['/products', ['产品中心']],
    ['/products/12', ['产品中心']],
    ['/News/3', ['帮助中心']],
    ['/productsx', []],
    ['/technology', []],
  ])('on %s marks %j as the current section', (path, expected) => {
    expect(currentItemAt(path)).toEqual(expected);
  });

  it.each([
    ['/en', ['Home']],
    ['/en/products/12', ['Products']],
    ['/en/news', ['Help center']],
  ])('on %s marks %j as the current section, in English', (path, expected) => {
    expect(currentItemAt(path, 'en')).toEqual(expected);
  });

  it('links every item as a plain route link', () => {
    renderHeader('/');
    const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('data-route')])).toEqual([
      ['/', true],
      ['/about', true],
      ['/products', true],
      ['/news', true],
      ['/download', true],
      ['/contact', true],
    ]);
  });

  it('keeps an English page’s links in English', () => {
    renderHeader('/en/about', { locale: 'en', offered: ['zh-CN', 'en'] });
    const links = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['About us', '/en/about'],
      ['Products', '/en/products'],
      ['Help center', '/en/news'],
      ['App download', '/en/download'],
      ['Contact us', '/en/contact'],
    ]);
  });

  it('offers no switch while the site speaks one language', () => {
    renderHeader('/products/12');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('switches to the same page in the other language, by a page load', () => {
    renderHeader('/products/12?x=1', { offered: ['zh-CN', 'en'] });
    const english = screen.getByRole('link', { name: 'English' });
    expect([
      english.getAttribute('href'),
      english.getAttribute('hreflang'),
      english.hasAttribute('data-route'),
    ]).toEqual(['/en/products/12?x=1', 'en', false]);
  });

  it('switches back from English', () => {
    renderHeader('/en/news/3', { locale: 'en', offered: ['zh-CN', 'en'] });
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/news/3');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
