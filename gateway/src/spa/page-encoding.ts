import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A stored page's brotli and gzip copies. Made once per stored page, off the event loop, so they can
 * afford more effort than the on-the-fly compression of other answers (brotli 4).
 */
export async function compressPage(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, else none. `*` stands for
 * either, `x-gzip` for gzip, and `q=0` refuses one.
 */
export function acceptedEncoding(header: string | undefined): PageEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const any = weights.get('*');
  const br = weights.get('br') ?? any ?? 0;
  const gz = weights.get('gzip') ?? weights.get('x-gzip') ?? any ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Each coding of a page is its own representation, with its own strong ETag. */
export const encodedEtag = (etag: string, encoding: PageEncoding): string => `${etag.slice(0, -1)}-${encoding}"`;
