import { SETTINGS_DEFAULTS } from '@site/contracts';
import { sizeProblem, typeProblem, uploadLimits } from './upload-limits';

describe('upload limits', () => {
  const defaults = uploadLimits(SETTINGS_DEFAULTS.system);

  it('reads the default system settings', () => {
    expect(defaults.maxBytes).toBe(5 * 1024 * 1024);
    expect([...defaults.types].sort()).toEqual(['gif', 'jpg', 'png', 'webp']);
    expect(defaults.accept).toBe('image/jpeg,image/png,image/gif,image/webp');
    expect(defaults.described).toBe('JPG、JPEG、PNG、GIF、WEBP');
  });

  it('reads lists written loosely, and ignores types that are not images', () => {
    const limits = uploadLimits({ uploadMaxSize: 2, allowedFileTypes: ' .PNG，jpeg  svg,png' });
    expect([...limits.types]).toEqual(['png', 'jpg']);
    expect(limits.described).toBe('PNG、JPEG');
    expect(uploadLimits({ uploadMaxSize: 1, allowedFileTypes: 'svg' }).described).toBe('（未配置允许的图片类型）');
  });

  it('refuses other types, by MIME type or else by name, with the server wording', () => {
    const limits = uploadLimits({ uploadMaxSize: 2, allowedFileTypes: 'png,jpg' });
    expect(typeProblem({ type: 'image/png', name: 'qr.png' }, limits)).toBeNull();
    expect(typeProblem({ type: 'image/jpeg', name: 'qr' }, limits)).toBeNull();
    expect(typeProblem({ type: 'image/gif', name: 'qr.gif' }, limits)).toBe('只支持 PNG、JPG 格式的图片');
    expect(typeProblem({ type: 'application/pdf', name: 'qr.png' }, limits)).not.toBeNull();
    expect(typeProblem({ type: '', name: 'QR.JPEG' }, limits)).toBeNull();
    expect(typeProblem({ type: '', name: 'qr.svg' }, limits)).not.toBeNull();
  });

  it('refuses files over the size, and empty ones', () => {
    expect(sizeProblem(5 * 1024 * 1024, defaults)).toBeNull();
    expect(sizeProblem(5 * 1024 * 1024 + 1, defaults)).toBe('图片文件大小不能超过5MB');
    expect(sizeProblem(0, defaults)).toBe('上传的文件是空的');
  });
});
