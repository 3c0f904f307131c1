import { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productPagesQuery, productQuery } from './products';

/** The address a product read asks the API, its answer stubbed. */
async function asked(fetch: (client: QueryClient) => Promise<unknown>): Promise<string> {
  const get = jest.spyOn(api, 'get').mockResolvedValue({});
  try {
    await fetch(new QueryClient());
    return get.mock.calls[0][0];
  } finally {
    get.mockRestore();
  }
}

/** The address a list page asks (the list reads its paging headers, so it calls fetch itself). */
async function listAsked(fetch: (client: QueryClient) => Promise<unknown>): Promise<string> {
  const calls: string[] = [];
  const original = global.fetch;
  global.fetch = jest.fn((url: string | URL | Request) => {
    calls.push(typeof url === 'string' ? url : 'not a string');
    return Promise.resolve({ ok: true, json: () => Promise.resolve([]), headers: { get: () => null } } as never);
  });
  try {
    await fetch(new QueryClient());
    return calls[0];
  } finally {
    global.fetch = original;
  }
}

describe('public product queries', () => {
  it('keep the Chinese keys and addresses they had before languages', async () => {
    expect(productQuery(3).queryKey).toEqual(['products', 'detail', 3]);
    expect(productQuery(3, 'zh-CN').queryKey).toEqual(['products', 'detail', 3]);
    expect(await asked((client) => client.fetchQuery(productQuery(3, 'zh-CN')))).toBe('/api/products/3');
    expect(productPagesQuery(4, 'zh-CN').queryKey).toEqual(['products', 'pages', 4]);
    expect(productPagesQuery(null).queryKey).toEqual(['products', 'pages', 'all']);
    expect(await listAsked((client) => client.fetchInfiniteQuery(productPagesQuery(4, 'zh-CN')))).toBe(
      '/api/products?page=1&limit=12&category=4',
    );
  });

  it('name another language in their keys and addresses', async () => {
    expect(productQuery(3, 'en').queryKey).toEqual(['products', 'detail', 3, 'en']);
    expect(await asked((client) => client.fetchQuery(productQuery(3, 'en')))).toBe('/api/products/3?locale=en');
    expect(productPagesQuery(4, 'en').queryKey).toEqual(['products', 'pages', 4, 'en']);
    expect(productPagesQuery(null, 'en').queryKey).toEqual(['products', 'pages', 'all', 'en']);
    expect(await listAsked((client) => client.fetchInfiniteQuery(productPagesQuery(4, 'en')))).toBe(
      '/api/products?page=1&limit=12&category=4&locale=en',
    );
  });
});
