import { ApiError } from './api-client';
import { compressedName, COMPRESS_OPTIONS } from './compress-image';
import { describeUpload, UploadNetworkError, uploadErrorMessage } from './upload-image';

describe('uploadErrorMessage', () => {
  it("shows the server's message, else 图片上传失败", () => {
    expect(uploadErrorMessage(new ApiError(415, '只支持 JPG、PNG、GIF、WEBP 格式的图片'))).toBe(
      '只支持 JPG、PNG、GIF、WEBP 格式的图片',
    );
    expect(uploadErrorMessage(new ApiError(500, undefined))).toBe('图片上传失败');
    expect(uploadErrorMessage(new Error('x'))).toBe('图片上传失败');
  });

  it('adds the text of a network failure', () => {
    expect(uploadErrorMessage(new UploadNetworkError())).toBe('图片上传失败：网络连接失败');
  });
});

describe('compression', () => {
  it('fits 800×600 at quality 0.8', () => {
    expect(COMPRESS_OPTIONS).toEqual({ maxWidth: 800, maxHeight: 600, quality: 0.8 });
  });

  it('names the file after its new type', () => {
    expect(compressedName('photo.PNG', new Blob([], { type: 'image/jpeg' }))).toBe('photo.jpg');
    expect(compressedName('photo.png', new Blob([], { type: 'image/png' }))).toBe('photo.png');
    expect(compressedName('noext', new Blob([], { type: 'image/webp' }))).toBe('noext.webp');
    expect(compressedName('a.bin', new Blob([]))).toBe('a.bin');
  });
});

describe('describeUpload', () => {
  it("shows the stored master's pixel size and bytes", () => {
    expect(
      describeUpload({
        width: 1200,
        height: 1600,
        bytes: 87_347,
      }),
    ).toBe('1200×1600 · 85.3 KB');
    expect(
      describeUpload({
        width: 4000,
        height: 3000,
        bytes: 2_125_180,
      }),
    ).toBe('4000×3000 · 2.0 MB');
  });
});
