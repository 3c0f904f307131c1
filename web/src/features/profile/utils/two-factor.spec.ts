import { OTP_PATTERN, groupSecret, isImageDataUrl } from './two-factor';

describe('two-factor helpers', () => {
  it('accepts only inline images as the QR source', () => {
    expect(isImageDataUrl('data:image/png;base64,iVBOR')).toBe(true);
    expect(isImageDataUrl('https://example.com/qr.png')).toBe(false);
    expect(isImageDataUrl('javascript:alert(1)')).toBe(false);
    expect(isImageDataUrl(undefined)).toBe(false);
  });

  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });

  it('wants six digits', () => {
    expect(OTP_PATTERN.test('123456')).toBe(true);
    expect(OTP_PATTERN.test(' 123456 ')).toBe(true);
    expect(OTP_PATTERN.test('12345')).toBe(false);
    expect(OTP_PATTERN.test('12345a')).toBe(false);
  });
});
