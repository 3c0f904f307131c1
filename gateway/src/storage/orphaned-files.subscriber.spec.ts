import { Patterns } from '@site/contracts';
import type { RpcClient } from '@site/service-kit';
import { OrphanedFilesSubscriber } from './orphaned-files.subscriber';
import type { StorageService } from './storage.service';

const upload = (n: number) => `/uploads/images/2026/01/00000000-0000-0000-0000-00000000000${n}.png`;

function setup(answers: Record<string, string[] | Error>) {
  const request = jest.fn((pattern: string, data: { urls: string[] }) => {
    const answer = answers[pattern];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve({ used: (answer ?? []).filter((u) => data.urls.includes(u)) });
  });
  const remove = jest.fn(() => Promise.resolve());
  const subscriber = new OrphanedFilesSubscriber(
    { request } as unknown as RpcClient,
    { remove } as unknown as StorageService,
  );
  return { subscriber, request, remove };
}

describe('OrphanedFilesSubscriber.removeUnused', () => {
  it('asks every owner, and removes only the files none of them uses', async () => {
    const { subscriber, request, remove } = setup({
      [Patterns.catalog.fileUsage]: [upload(1)],
      [Patterns.content.fileUsage]: [upload(2)],
      [Patterns.contact.fileUsage]: [upload(4)],
    });
    await subscriber.removeUnused([upload(1), upload(2), upload(3), upload(3), upload(4)]);
    expect(request.mock.calls.map((c) => c[0]).sort()).toEqual(
      [Patterns.catalog.fileUsage, Patterns.content.fileUsage, Patterns.contact.fileUsage].sort(),
    );
    expect(remove.mock.calls).toEqual([[upload(3)]]);
  });

  it('keeps every file when an owner cannot say', async () => {
    const { subscriber, remove } = setup({ [Patterns.content.fileUsage]: new Error('503') });
    await subscriber.removeUnused([upload(1)]);
    expect(remove).not.toHaveBeenCalled();
  });

  it('never touches demo pictures, foreign URLs or malformed values, and asks nothing for them', async () => {
    const { subscriber, request, remove } = setup({});
    await subscriber.removeUnused([
      '/uploads/images/demo/news-faq.webp',
      'https://example.com/x.png',
      '/uploads/images/../secret',
      null,
      42,
    ]);
    expect(request).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
