import { ContentEvents } from '@site/contracts';
import type { EventBus } from '@site/service-kit/dist/client';
import { NewsViewsPublisher, VIEWS_BATCH_MS } from './news-views.publisher';

describe('NewsViewsPublisher', () => {
  const published: unknown[] = [];
  const events = {
    publish: (event: unknown, payload: unknown) => {
      published.push([event, payload]);
      return Promise.resolve();
    },
  } as unknown as EventBus;

  beforeEach(() => {
    published.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('publishes one event per article per batch, with its views added up', async () => {
    const views = new NewsViewsPublisher(events);
    for (const id of [7, 7, 9, 7]) views.count(id);
    expect(published).toEqual([]);
    await jest.advanceTimersByTimeAsync(VIEWS_BATCH_MS);
    expect(published).toEqual([
      [ContentEvents.newsViewed, { id: 7, count: 3 }],
      [ContentEvents.newsViewed, { id: 9, count: 1 }],
    ]);
    views.count(7);
    await jest.advanceTimersByTimeAsync(VIEWS_BATCH_MS);
    expect(published).toHaveLength(3);
    expect(published[2]).toEqual([ContentEvents.newsViewed, { id: 7, count: 1 }]);
  });

  it('publishes what it holds when the gateway shuts down', async () => {
    const views = new NewsViewsPublisher(events);
    views.count(4);
    await views.onApplicationShutdown();
    expect(published).toEqual([[ContentEvents.newsViewed, { id: 4, count: 1 }]]);
    await jest.advanceTimersByTimeAsync(VIEWS_BATCH_MS);
    expect(published).toHaveLength(1);
  });
});
