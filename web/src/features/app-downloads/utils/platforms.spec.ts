import { APP_PLATFORMS, APP_PLATFORM_LABELS, type AppDownloadView } from '@site/contracts';
import { PLATFORMS, latestByPlatform, platformLabel, sortForAdmin } from './platforms';

const config = (id: number, platform: string): AppDownloadView => ({
  id,
  platform: platform as AppDownloadView['platform'],
  version: `1.${id}`,
  title: '',
  description: '',
  qrcode_url: '',
  download_url: '',
  qrcode_generated: false,
  created_at: '',
  updated_at: '',
});

describe('app platforms', () => {
  it("labels the four platforms as the contract does, others as '<name> 版本'", () => {
    expect(PLATFORMS).toEqual(APP_PLATFORMS);
    for (const platform of APP_PLATFORMS) expect(platformLabel(platform)).toBe(APP_PLATFORM_LABELS[platform]);
    expect(platformLabel('harmony')).toBe('harmony 版本');
    expect(platformLabel('toString')).toBe('toString 版本');
  });

  it('picks the highest id per platform, skipping platforms without a config', () => {
    const list = [config(3, 'android'), config(9, 'android'), config(5, 'android-beta'), config(12, 'ios')];
    expect(latestByPlatform(list, ['android', 'android-beta']).map((c) => c.id)).toEqual([9, 5]);
    expect(latestByPlatform([config(4, 'ios')], ['android', 'android-beta'])).toEqual([]);
  });

  it('orders the admin cards by platform, newest first, unknown platforms last', () => {
    const list = [
      config(1, 'ios'),
      config(2, 'harmony'),
      config(3, 'android'),
      config(4, 'android'),
      config(5, 'android-beta'),
    ];
    expect(sortForAdmin(list).map((c) => c.id)).toEqual([4, 3, 5, 1, 2]);
  });
});
