import { ContentEvents } from '@site/contracts';
import type { EventBus } from '@site/service-kit';
import type { NewsRepository } from './news.repository';
import { NewsViewsCounter } from './news-views.counter';

function setup(addViews: (counts: Map<number, number>) => Promise<number[]>) {
  const repository = { addViews: jest.fn(addViews) };
  const events = { publish: jest.fn(() => Promise.resolve()) };
  const counter = new NewsViewsCounter(repository as unknown as NewsRepository, events as unknown as EventBus);
  return { counter, repository, events };
}

describe('NewsViewsCounter', () => {
  it('adds the views up and writes them in one statement, then says which articles changed', async () => {
    const { counter, repository, events } = setup((counts) =>
      Promise.resolve([...counts.keys()].filter((id) => id !== 9)),
    );
    // The gateway sends views in batches: an event may carry several.
    const written = [counter.add(1), counter.add(2, 4), counter.add(1, 2), counter.add(9)];
    await counter.flush();
    await Promise.all(written);
    expect(repository.addViews).toHaveBeenCalledTimes(1);
    expect(repository.addViews.mock.calls[0][0]).toEqual(
      new Map([
        [1, 3],
        [2, 4],
        [9, 1],
      ]),
    );
    // Article 9 no longer exists: nothing to drop for it.
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsViewsUpdated, { ids: [1, 2] });
    await counter.flush();
    expect(repository.addViews).toHaveBeenCalledTimes(1);
  });

  it('fails every view of a batch that could not be written, so their events come again', async () => {
    const { counter, events } = setup(() => Promise.reject(new Error('database down')));
    const written = [counter.add(1), counter.add(2)];
    await counter.flush();
    for (const view of written) await expect(view).rejects.toThrow('database down');
    expect(events.publish).not.toHaveBeenCalled();
  });
});
