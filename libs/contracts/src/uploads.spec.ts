import {
  imageVariantBase,
  imageVariantUrl,
  isOwnImageUrl,
  isOwnUploadUrl,
  parseVariantKey,
  uploadBase,
  uploadKeyOf,
  UPLOAD_KEY_PATTERN,
} from './uploads';

const uuid = '0b6f3c9e-1234-4000-8000-000000000001';

describe('variant URLs', () => {
  it.each([
    [`/uploads/images/2026/05/${uuid}.webp`, `/uploads/images/2026/05/${uuid}/w640.avif`],
    // Uploads from before the pipeline keep their extension; their variants live beside them all the same.
    [`/uploads/images/2025/12/${uuid}.jpg`, `/uploads/images/2025/12/${uuid}/w640.avif`],
    ['/uploads/images/demo/plc-front.webp', '/uploads/images/demo/plc-front/w640.avif'],
  ])('%s → %s', (url, variant) => {
    expect(imageVariantUrl(url, 640, 'avif')).toBe(variant);
  });

  it('has none for QR codes and foreign or malformed URLs', () => {
    expect(imageVariantUrl(`/uploads/qrcodes/2026/05/${uuid}.webp`, 320, 'webp')).toBeNull();
    expect(imageVariantUrl(`https://example.com/uploads/images/2026/05/${uuid}.webp`, 320, 'webp')).toBeNull();
    expect(imageVariantUrl(`/uploads/images/2026/05/${uuid}/w640.avif`, 320, 'webp')).toBeNull();
  });

  it('names the folder of the variants, or none', () => {
    expect(imageVariantBase(`/uploads/images/2026/05/${uuid}.webp`)).toBe(`/uploads/images/2026/05/${uuid}`);
    expect(imageVariantBase(`/uploads/qrcodes/2026/05/${uuid}.webp`)).toBeNull();
  });

  it('parses the variant keys it makes, and only those', () => {
    expect(parseVariantKey(`images/2026/05/${uuid}/w1280.webp`)).toEqual({
      base: `images/2026/05/${uuid}`,
      width: 1280,
      format: 'webp',
    });
    expect(parseVariantKey('images/demo/plc-front/w320.avif')).toMatchObject({ base: 'images/demo/plc-front' });
    for (const key of [
      `images/2026/05/${uuid}/w641.avif`,
      `images/2026/05/${uuid}/w640.png`,
      `qrcodes/2026/05/${uuid}/w640.avif`,
      `images/2026/05/${uuid}/../w640.avif`,
      `images/2026/05/${uuid}/w640.avif/x`,
      `images/2026/05/${uuid}.webp`,
    ]) {
      expect(parseVariantKey(key)).toBeNull();
    }
  });

  it('keeps variants out of the master rules (records and rich text reference masters only)', () => {
    const variant = `/uploads/images/2026/05/${uuid}/w640.avif`;
    expect(isOwnUploadUrl(variant)).toBe(false);
    expect(isOwnImageUrl(variant)).toBe(false);
    expect(UPLOAD_KEY_PATTERN.test(variant.slice('/uploads/'.length))).toBe(false);
  });

  it('finds the key and base of a master', () => {
    expect(uploadKeyOf(`/uploads/qrcodes/2026/05/${uuid}.png`)).toBe(`qrcodes/2026/05/${uuid}.png`);
    expect(uploadKeyOf('/uploads/x.png')).toBeNull();
    expect(uploadBase(`images/2026/05/${uuid}.webp`)).toBe(`images/2026/05/${uuid}`);
  });
});
