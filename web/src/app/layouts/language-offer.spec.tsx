/**
 * @jest-environment jest-fixed-jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@site/contracts/locales';
import { createI18n, LocaleProvider, siteLanguagesQuery, useAlternates } from '../../lib/i18n';
import zhCN from '../../locales/zh-CN.json';
import { LanguageOffer, OFFER_ANSWERED_KEY } from './language-offer';

/** The browser's languages, a new array at every read (as Chromium answers under a locale override). */
function browserSpeaks(...languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockImplementation(() => [...languages]);
}

function Offer() {
  return <LanguageOffer alternates={useAlternates()} />;
}

function renderOffer(path: string, offered: Locale[]) {
  const client = new QueryClient();
  client.setQueryData(siteLanguagesQuery.queryKey, offered);
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider i18n={createI18n('zh-CN', zhCN)}>
        <MemoryRouter initialEntries={[path]}>
          <Offer />
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

describe('LanguageOffer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('offers the same page in the language the browser prefers, in that language', async () => {
    browserSpeaks('en-GB', 'en');
    renderOffer('/products/3?x=1', ['zh-CN', 'en']);
    const offer = await screen.findByRole('complementary', { name: 'View in English' });
    expect(offer.getAttribute('lang')).toBe('en');
    expect(offer.textContent).toContain('This website is also available in English.');
    const link = screen.getByRole('link', { name: 'View in English' });
    expect(link.getAttribute('href')).toBe('/en/products/3?x=1');
  });

  it('is made once: closing it answers it for good', async () => {
    browserSpeaks('en-US');
    const { unmount } = renderOffer('/', ['zh-CN', 'en']);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem(OFFER_ANSWERED_KEY)).not.toBeNull();
    unmount();
    renderOffer('/about', ['zh-CN', 'en']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('offers nothing to a browser that prefers the page’s language, or a language the site does not offer', () => {
    browserSpeaks('zh-CN', 'en');
    renderOffer('/', ['zh-CN', 'en']);
    expect(screen.queryByRole('complementary')).toBeNull();
    browserSpeaks('en-US');
    renderOffer('/', ['zh-CN']);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
