import { htmlRenamed, images } from '../../../test/fixtures/images';
import { contentTypeOfKey, detectImageType, servedContentType } from './image-type';

describe('detectImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s by its signature', async (ext, mime) => {
    expect(await detectImageType(images[ext])).toEqual({ ext, mime });
  });

  it('refuses HTML, text and other formats whatever the file is called', async () => {
    expect(await detectImageType(htmlRenamed)).toBeNull();
    expect(await detectImageType(Buffer.from('just some text'))).toBeNull();
    expect(await detectImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBeNull();
    // SVG can carry script: not accepted as an image upload.
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
  });

  it('maps stored keys to their content type', () => {
    expect(contentTypeOfKey('images/2026/11/x.webp')).toBe('image/webp');
    expect(contentTypeOfKey('images/2026/11/x/w640.avif')).toBe('image/avif');
    expect(contentTypeOfKey('images/2026/11/x.html')).toBeNull();
  });

  it('serves a re-encoded master by its stored type, anything else by its key', () => {
    expect(servedContentType('images/2025/01/x.jpg', 'image/webp')).toBe('image/webp');
    expect(servedContentType('images/2025/01/x.jpg', 'text/html')).toBe('image/jpeg');
    expect(servedContentType('images/2025/01/x.jpg', undefined)).toBe('image/jpeg');
  });
});
