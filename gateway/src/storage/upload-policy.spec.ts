import { UploadPolicy } from './upload-policy';

describe('UploadPolicy', () => {
  it('takes the size from the settings, bounded by the gateway ceiling', () => {
    expect(new UploadPolicy(5, 'jpg', 20 * 1024 * 1024).maxBytes).toBe(5 * 1024 * 1024);
    const capped = new UploadPolicy(10, 'jpg', 2 * 1024 * 1024);
    expect(capped.maxBytes).toBe(2 * 1024 * 1024);
    expect(capped.maxMegabytes).toBe(2);
  });

  it('allows only the listed types, with jpeg meaning jpg', () => {
    const policy = new UploadPolicy(5, 'JPEG, png,.gif', 1e9);
    expect(policy.allows({ ext: 'jpg', mime: 'image/jpeg' })).toBe(true);
    expect(policy.allows({ ext: 'gif', mime: 'image/gif' })).toBe(true);
    expect(policy.allows({ ext: 'webp', mime: 'image/webp' })).toBe(false);
    expect(policy.describeTypes()).toBe('JPEG、PNG、GIF');
  });

  it('ignores names that are not image types we can check', () => {
    const policy = new UploadPolicy(5, 'exe,svg,html', 1e9);
    expect(policy.allows({ ext: 'png', mime: 'image/png' })).toBe(false);
    expect(policy.describeTypes()).toBe('（未配置允许的图片类型）');
  });
});
