import type { AppDownloadView } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';
import { UploadNetworkError } from '../../../lib/upload-image';
import {
  CARD_KEYS,
  CREATE_KEYS,
  cardValues,
  failureDetail,
  replaceConfig,
  trimmedValues,
  type AppDownloadCardValues,
  type AppDownloadCreateValues,
} from './app-download-form';

const config = (id: number, version = '1.0.0'): AppDownloadView => ({
  id,
  platform: 'android',
  version,
  title: '安卓版',
  description: '说明',
  qrcode_url: '/api/app-downloads/1/qrcode?v=abc',
  download_url: 'https://example.com/app.apk',
  qrcode_generated: true,
  created_at: '',
  updated_at: '',
});

describe('app download forms', () => {
  it('edits the text fields of a card, not its QR code', () => {
    expect(cardValues(config(1))).toEqual({
      title: '安卓版',
      version: '1.0.0',
      description: '说明',
      download_url: 'https://example.com/app.apk',
    });
  });

  it('sends trimmed text, and untouched fields as empty', () => {
    expect(
      trimmedValues<AppDownloadCreateValues>({ platform: 'ios', title: '  标题 ', version: undefined }, CREATE_KEYS),
    ).toEqual({
      platform: 'ios',
      title: '标题',
      version: '',
      description: '',
      download_url: '',
      qrcode_url: '',
    });
    expect(Object.keys(trimmedValues<AppDownloadCardValues>({}, CARD_KEYS))).toEqual([
      'title',
      'version',
      'description',
      'download_url',
    ]);
  });

  it("explains failures with the server's reason or the network", () => {
    expect(failureDetail(new ApiError(400, '平台信息不能为空'))).toBe('平台信息不能为空');
    expect(failureDetail(new ApiError(500, undefined))).toBeUndefined();
    expect(failureDetail(new UploadNetworkError())).toBe('网络连接失败，请检查网络后重试');
    expect(failureDetail(new TypeError('Failed to fetch'))).toBe('网络连接失败，请检查网络后重试');
  });

  it('puts the saved copy in the list, or adds a new one', () => {
    const list = [config(1), config(2)];
    expect(replaceConfig(list, config(2, '2.0.0')).map((c) => c.version)).toEqual(['1.0.0', '2.0.0']);
    expect(replaceConfig(list, config(3)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(replaceConfig(undefined, config(3)).map((c) => c.id)).toEqual([3]);
  });
});
