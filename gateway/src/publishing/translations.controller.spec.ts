import { CatalogRpc, ContentRpc, type RpcContract, type TranslationCount } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import { TranslationsController } from './translations.controller';

function controller(answers: Map<string, TranslationCount[] | null>) {
  const rpc = {
    call: jest.fn((contract: RpcContract) => {
      const items = answers.get(contract.subject);
      return items ? Promise.resolve({ items }) : Promise.reject(new Error('服务暂不可用'));
    }),
  };
  return new TranslationsController(rpc as unknown as RpcClient);
}

describe('GET /api/admin/translations', () => {
  const categories: TranslationCount = { kind: 'categories', total: 9, missing: { en: 4 } };
  const media: TranslationCount = { kind: 'media', total: 30, missing: { en: 30 } };

  it('gathers every service’s counts, in the kinds’ order', async () => {
    const answer = await controller(
      new Map([
        [ContentRpc.translationCounts.subject, [media]],
        [CatalogRpc.translationCounts.subject, [categories]],
      ]),
    ).status();
    expect(answer).toEqual({ items: [categories, media], unavailable: [] });
  });

  it('names a service that did not answer and keeps the others', async () => {
    const answer = await controller(new Map([[CatalogRpc.translationCounts.subject, [categories]]])).status();
    expect(answer).toEqual({ items: [categories], unavailable: ['content'] });
  });
});
