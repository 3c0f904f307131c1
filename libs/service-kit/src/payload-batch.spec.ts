import { fitToPayload, payloadBudget } from './payload-batch';

const item = (id: number, text: string) => ({ id, text });

describe('fitToPayload', () => {
  it('takes everything when the JSON array fits', () => {
    const items = [item(1, 'a'), item(2, 'b')];
    const budget = Buffer.byteLength(JSON.stringify(items));
    expect(fitToPayload(items, budget)).toEqual({ items, cut: false });
  });

  it('cuts before the item that would pass the budget, measuring escapes and multi-byte text', () => {
    const items = [item(1, '型号"\n'), item(2, '型号"\n'), item(3, '型号"\n')];
    const twoBytes = Buffer.byteLength(JSON.stringify(items.slice(0, 2)));
    expect(fitToPayload(items, twoBytes)).toEqual({ items: items.slice(0, 2), cut: true });
    expect(fitToPayload(items, twoBytes - 1)).toEqual({ items: items.slice(0, 1), cut: true });
  });

  it('always takes the first item, even one larger than the budget', () => {
    const items = [item(1, 'x'.repeat(100)), item(2, '')];
    expect(fitToPayload(items, 10)).toEqual({ items: items.slice(0, 1), cut: true });
  });
});

describe('payloadBudget', () => {
  it('is the server payload limit less a margin for the envelope, 1 MB when unknown', () => {
    expect(payloadBudget({ info: { max_payload: 64 * 1024 } } as never)).toBe(32 * 1024);
    expect(payloadBudget({ info: undefined })).toBe(1024 * 1024 - 32 * 1024);
  });
});
