import { CatalogRpc, ContactRpc, ContentRpc, IdentityRpc, type RpcContract } from '@site/contracts';
import type { EventBus, RpcClient } from '@site/service-kit/dist/client';
import { OrphanedFilesSubscriber } from './orphaned-files.subscriber';
import type { StorageService } from './storage.service';

const upload = (n: number) => `/uploads/images/2026/01/00000000-0000-0000-0000-00000000000${n}.png`;

function setup(answers: Record<string, string[] | Error>) {
  const call = jest.fn((contract: RpcContract, data: { urls: string[] }) => {
    const answer = answers[contract.subject];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ used: (answer ?? []).filter((u) => data.urls.includes(u)) });
  });
  const remove = jest.fn(() => Promise.resolve());
  const subscriber = new OrphanedFilesSubscriber(
    { call } as unknown as RpcClient,
    {} as EventBus,
    { remove } as unknown as StorageService,
  );
  return { subscriber, call, remove };
}

describe('OrphanedFilesSubscriber.removeUnused', () => {
  it('asks every owner, and removes only the files none of them uses', async () => {
    const { subscriber, call, remove } = setup({
      [CatalogRpc.fileUsageList.subject]: [upload(1)],
      [ContentRpc.fileUsageList.subject]: [upload(2)],
      [ContactRpc.fileUsageList.subject]: [upload(4)],
      [IdentityRpc.fileUsageList.subject]: [upload(5)],
    });
    await subscriber.removeUnused([upload(1), upload(2), upload(3), upload(3), upload(4), upload(5)]);
    expect(call.mock.calls.map((c) => c[0].subject).sort()).toEqual(
      [
        CatalogRpc.fileUsageList.subject,
        ContentRpc.fileUsageList.subject,
        ContactRpc.fileUsageList.subject,
        IdentityRpc.fileUsageList.subject,
      ].sort(),
    );
    expect(remove.mock.calls).toEqual([[upload(3)]]);
  });

  it('keeps every file when an owner cannot say, and fails so the event comes again', async () => {
    const { subscriber, remove } = setup({ [ContentRpc.fileUsageList.subject]: new Error('503') });
    await expect(subscriber.removeUnused([upload(1)])).rejects.toThrow('kept until their owners can answer');
    expect(remove).not.toHaveBeenCalled();
  });

  it('never touches demo pictures, foreign URLs or malformed values, and asks nothing for them', async () => {
    const { subscriber, call, remove } = setup({});
    await subscriber.removeUnused([
      '/uploads/images/demo/news-faq.webp',
      'https://example.com/x.png',
      '/uploads/images/../secret',
      null,
      42,
    ]);
    expect(call).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
