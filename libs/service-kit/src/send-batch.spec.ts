import { SendBatch } from './send-batch';

describe('SendBatch', () => {
  it('sends nothing at once, then everything added meanwhile together, in order', async () => {
    const batch = new SendBatch();
    const sent: string[] = [];
    batch.add(() => sent.push('a'));
    await Promise.resolve();
    batch.add(() => sent.push('b'));
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['a', 'b']);
  });

  it('starts a new batch for what is added while one is sent', async () => {
    const batch = new SendBatch();
    const sent: string[] = [];
    batch.add(() => {
      sent.push('first');
      batch.add(() => sent.push('later'));
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['first']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['first', 'later']);
  });
});
