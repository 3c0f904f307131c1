import { ContentRpc, type NewsInput } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import type { StorageService } from '../storage/storage.service';
import { NewsController } from './news.controller';
import type { NewsViewsPublisher } from './news-views.publisher';

describe('NewsController saves', () => {
  const actor = { id: 3, username: 'editor', name: '编辑', role: 'editor' as const };
  const input = { title: '标题', category: 1, content: '<p>正文</p>', cover_image: null } as NewsInput;
  const setup = () => {
    const call = jest.fn().mockResolvedValue({ id: 9 });
    const controller = new NewsController(
      { call } as unknown as RpcClient,
      {} as NewsViewsPublisher,
      { exists: jest.fn() } as unknown as StorageService,
    );
    return { call, controller };
  };

  it('creates a draft unless ?publish=true, with the session user as actor', async () => {
    const { call, controller } = setup();
    await controller.create(input, { publish: false }, null, actor);
    expect(call).toHaveBeenLastCalledWith(ContentRpc.newsCreate, {
      actor,
      input,
      publish: false,
      idempotencyKey: null,
    });
    await controller.create(input, { publish: true }, 'key-1', actor);
    expect(call).toHaveBeenLastCalledWith(ContentRpc.newsCreate, {
      actor,
      input,
      publish: true,
      idempotencyKey: 'key-1',
    });
  });

  it('saves the working copy with the version it started from, and publishes only when asked', async () => {
    const { call, controller } = setup();
    await controller.update(9, input, 4, { publish: false }, actor);
    expect(call).toHaveBeenLastCalledWith(ContentRpc.newsUpdate, { id: 9, actor, input, publish: false, version: 4 });
    await controller.update(9, input, undefined, { publish: true }, actor);
    expect(call).toHaveBeenLastCalledWith(ContentRpc.newsUpdate, {
      id: 9,
      actor,
      input,
      publish: true,
      version: undefined,
    });
  });
});
