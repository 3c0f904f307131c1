import { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsListQuery, newsQuery } from './news';

const params = { category: 4, search: '', page: 2 };

/** The address a fetch asks the API, its answer stubbed. */
async function asked(fetch: (client: QueryClient) => Promise<unknown>): Promise<string> {
  const get = jest.spyOn(api, 'get').mockResolvedValue({});
  try {
    await fetch(new QueryClient());
    return get.mock.calls[0][0];
  } finally {
    get.mockRestore();
  }
}

describe('public news queries', () => {
  it('keep the Chinese keys and addresses they had before languages', async () => {
    expect(newsQuery(3).queryKey).toEqual(['news', 'detail', 3]);
    expect(newsQuery(3, 'zh-CN').queryKey).toEqual(['news', 'detail', 3]);
    expect(await asked((client) => client.fetchQuery(newsQuery(3, 'zh-CN')))).toBe('/api/news/3');
    expect(newsListQuery(params, 'zh-CN').queryKey).toEqual(['news', 'list', params]);
    expect(await asked((client) => client.fetchQuery(newsListQuery(params, 'zh-CN')))).toBe(
      '/api/news?page=2&limit=3&category=4',
    );
  });

  it('name another language in their keys and addresses', async () => {
    expect(newsQuery(3, 'en').queryKey).toEqual(['news', 'detail', 3, 'en']);
    expect(await asked((client) => client.fetchQuery(newsQuery(3, 'en')))).toBe('/api/news/3?locale=en');
    expect(newsListQuery(params, 'en').queryKey).toEqual(['news', 'list', params, 'en']);
    expect(await asked((client) => client.fetchQuery(newsListQuery(params, 'en')))).toBe(
      '/api/news?page=2&limit=3&category=4&locale=en',
    );
  });
});
