/**
 * @jest-environment jest-fixed-jsdom
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useAlternates } from './alternates';
import { pageVersionsQuery, siteLanguagesQuery } from './site-languages';

function alternatesAt(path: string, versions?: string[]) {
  const client = new QueryClient();
  client.setQueryData(siteLanguagesQuery.queryKey, ['zh-CN', 'en']);
  if (versions) client.setQueryData(pageVersionsQuery('/products/3').queryKey, versions);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useAlternates(), { wrapper }).result.current;
}

describe('useAlternates', () => {
  it('links the same page in the other language where it has a version there', () => {
    expect(alternatesAt('/products/3?x=1', ['zh-CN', 'en'])).toEqual([{ locale: 'en', href: '/en/products/3?x=1' }]);
    // A page the server named no versions of exists in every language offered.
    expect(alternatesAt('/about')).toEqual([{ locale: 'en', href: '/en/about' }]);
  });

  it('links the other language’s home where the record has no version in it', () => {
    expect(alternatesAt('/products/3', ['zh-CN'])).toEqual([{ locale: 'en', href: '/en' }]);
  });
});
