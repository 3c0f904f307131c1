import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, compressPage, encodedEtag } from './page-encoding';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip ; q=0.8, deflate', 'gzip'],
  ])('%p answers %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compressPage', () => {
  it('makes brotli and gzip copies of the same bytes', async () => {
    const body = Buffer.from(`<!doctype html><html><body>${'<p>产品介绍</p>'.repeat(200)}</body></html>`);
    const { br, gzip } = await compressPage(body);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(gzip.length).toBeLessThan(body.length / 10);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
  });
});

describe('encodedEtag', () => {
  it('gives each coding its own strong ETag', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
  });
});
