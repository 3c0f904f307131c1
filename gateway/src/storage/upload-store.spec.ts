import type { ImageVariantKey } from '@site/contracts';
import { ClientBusyError } from './client-limit';
import type { EncodedImage, ImagePipeline } from './image-pipeline';
import type { ObjectStore } from './object-store';
import { UploadStore, VARIANT_LINE_PER_CLIENT, VARIANT_MAKINGS_PER_CLIENT } from './upload-store';

const master = (n: number) => `images/2026/05/0b6f3c9e-1234-4000-8000-${String(n).padStart(12, '0')}`;

/** A store whose masters exist and have no variants yet; its pipeline counts the makings running at once. */
function setup() {
  const counts = { running: 0, most: 0 };
  const objects = {
    open: jest.fn(() => Promise.resolve(null)),
    read: jest.fn(() => Promise.resolve(Buffer.from('master'))),
    put: jest.fn(() => Promise.resolve()),
    list: jest.fn(async function* (prefix: string) {
      yield await Promise.resolve({ key: `${prefix}webp` });
    }),
  };
  const pipeline = {
    variant: jest.fn(async () => {
      counts.most = Math.max(counts.most, ++counts.running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      counts.running--;
      return { bytes: Buffer.from('made'), contentType: 'image/webp' } as EncodedImage;
    }),
  };
  const store = new UploadStore(objects as unknown as ObjectStore, pipeline as unknown as ImagePipeline);
  const variant = (n: number) => ({ base: master(n), width: 320, format: 'webp' }) as ImageVariantKey;
  return { store, pipeline, counts, variant };
}

describe('UploadStore.variant', () => {
  it('makes one client’s flood of first-time variants a few at a time, and answers past its line at once', async () => {
    const { store, pipeline, counts, variant } = setup();
    const flood = VARIANT_MAKINGS_PER_CLIENT + VARIANT_LINE_PER_CLIENT + 5;
    const answers = await Promise.allSettled(
      Array.from({ length: flood }, (_, n) => store.variant(variant(n), '198.51.100.1')),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toBeInstanceOf(ClientBusyError);
    expect(pipeline.variant).toHaveBeenCalledTimes(flood - 5);
    expect(counts.most).toBe(VARIANT_MAKINGS_PER_CLIENT);
  });

  it('shares one making among the requests for the same variant, and does not bound the tools', async () => {
    const { store, pipeline, counts, variant } = setup();
    await Promise.all([1, 2, 3].map(() => store.variant(variant(1), '198.51.100.2')));
    expect(pipeline.variant).toHaveBeenCalledTimes(1);
    await Promise.all([2, 3, 4, 5].map((n) => store.variant(variant(n))));
    expect(counts.most).toBe(4);
  });
});
