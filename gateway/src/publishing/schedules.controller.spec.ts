import {
  NewsPublishingRpc,
  NewsTranslationPublishingRpc,
  PagePublishingRpc,
  PageTranslationPublishingRpc,
  ProductPublishingRpc,
  ProductTranslationPublishingRpc,
  type RpcContract,
  type ScheduledItem,
} from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import { SchedulesController } from './schedules.controller';

const item = (over: Partial<ScheduledItem>): ScheduledItem => ({
  type: 'news',
  id: 1,
  title: '标题',
  state: 'scheduled',
  publish_at: null,
  unpublish_at: null,
  updated_by: '王编辑',
  ...over,
});

/** Answers each service's `scheduled` call with its items, or fails it (null) as a service down would. */
function controller(answers: Map<string, ScheduledItem[] | null>) {
  const rpc = {
    call: jest.fn((contract: RpcContract) => {
      const items = answers.get(contract.subject);
      return items ? Promise.resolve({ items }) : Promise.reject(new Error('新闻内容服务暂不可用'));
    }),
  };
  return { controller: new SchedulesController(rpc as unknown as RpcClient), rpc };
}

/** The English versions' calls, answering no schedules. */
const NO_ENGLISH_SCHEDULES: [string, ScheduledItem[]][] = [
  NewsTranslationPublishingRpc.en,
  ProductTranslationPublishingRpc.en,
  PageTranslationPublishingRpc.en,
].map((calls) => [calls.scheduled.subject, []]);

describe('GET /api/admin/schedules', () => {
  const news = [
    item({ id: 3, publish_at: '2026-12-01T01:00:00.000Z' }),
    item({ id: 4, state: 'published', publish_at: null, unpublish_at: '2026-12-03T01:00:00.000Z' }),
  ];
  const products = [
    item({ type: 'product', id: 9, publish_at: '2026-12-02T01:00:00.000Z', unpublish_at: '2026-12-09T00:00:00.000Z' }),
    item({ type: 'product', id: 2, state: 'published', unpublish_at: '2026-11-30T00:00:00.000Z' }),
  ];

  const pages = [
    item({ type: 'page', id: 1, title: '首页', state: 'published', publish_at: '2026-12-02T12:00:00.000Z' }),
  ];

  it('merges every record type’s schedules by the earlier of their two times', async () => {
    const { controller: c, rpc } = controller(
      new Map([
        [NewsPublishingRpc.scheduled.subject, news],
        [ProductPublishingRpc.scheduled.subject, products],
        [PagePublishingRpc.scheduled.subject, pages],
        ...NO_ENGLISH_SCHEDULES,
      ]),
    );
    const answer = await c.list();
    expect(answer.items.map((i) => `${i.type} ${i.id}`)).toEqual([
      'product 2',
      'news 3',
      'product 9',
      'page 1',
      'news 4',
    ]);
    expect(answer.unavailable).toEqual([]);
    // Each record type's own and its English version's.
    expect(rpc.call).toHaveBeenCalledTimes(6);
  });

  it('lists the English versions’ schedules beside the records’, each naming its language', async () => {
    const english = (type: string, id: number, at: string) => item({ type, id, publish_at: at, locale: 'en' });
    const newsEn = [english('news', 3, '2026-12-01T00:30:00.000Z')];
    const productEn = [english('product', 9, '2026-12-02T01:00:00.000Z')];
    const pageEn = [english('page', 1, '2026-12-05T00:00:00.000Z')];
    const { controller: c } = controller(
      new Map([
        [NewsPublishingRpc.scheduled.subject, news],
        [ProductPublishingRpc.scheduled.subject, products],
        [PagePublishingRpc.scheduled.subject, pages],
        [NewsTranslationPublishingRpc.en.scheduled.subject, newsEn],
        [ProductTranslationPublishingRpc.en.scheduled.subject, productEn],
        [PageTranslationPublishingRpc.en.scheduled.subject, pageEn],
      ]),
    );
    const answer = await c.list();
    expect(answer.items.map((i) => `${i.type} ${i.id}${i.locale ? ` ${i.locale}` : ''}`)).toEqual([
      'product 2',
      'news 3 en',
      'news 3',
      'product 9',
      'product 9 en',
      'page 1',
      'news 4',
      'page 1 en',
    ]);
  });

  it('answers what one service gave and names the other when it does not answer', async () => {
    // Content answers neither news nor pages; each service is named once.
    const { controller: c } = controller(
      new Map([
        [ProductPublishingRpc.scheduled.subject, products],
        [ProductTranslationPublishingRpc.en.scheduled.subject, []],
      ]),
    );
    expect(await c.list()).toEqual({ items: [products[1], products[0]], unavailable: ['content'] });
  });

  it('answers an empty list naming both when neither answers', async () => {
    expect(await controller(new Map()).controller.list()).toEqual({ items: [], unavailable: ['content', 'catalog'] });
  });
});
