import { cleanFileName } from './incoming-uploads';

describe('cleanFileName', () => {
  it('keeps the last path part, without control characters or broken surrogates, at most 255 characters', () => {
    expect(cleanFileName('C:\\照片\\工厂外景.jpg')).toBe('工厂外景.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' a\u0000b\u001fc\u007f.png ')).toBe('abc.png');
    expect(cleanFileName('x\uD800y\uDC00.png')).toBe('xy.png');
    expect(cleanFileName(undefined)).toBe('');
    expect(cleanFileName('长'.repeat(300))).toHaveLength(255);
    // A pair cut at the limit loses its half, not the rest.
    const cut = cleanFileName(`${'a'.repeat(254)}😀`);
    expect(cut).toBe('a'.repeat(254));
  });
});
