import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppDownloadView, CreateAppDownloadInput } from '@site/contracts';
import { isSessionLost } from '../../../lib/api-client';
import { compressImage, compressedName } from '../../../lib/compress-image';
import { appDownloadsQuery, createAppDownload, updateAppDownload, uploadQrCode } from '../api/app-downloads';
import { QrUploadError, failureDetail, replaceConfig, type AppDownloadCardValues } from '../utils/app-download-form';
import { sizeProblem, typeProblem, type UploadLimits } from '../utils/upload-limits';
import type { Banner } from './use-timed-banner';

type Show = (type: Banner['type'], title: string, detail?: string) => void;

/** Checked against the system's limits, shrunk, uploaded; answers the stored file's address. */
export async function storeQrImage(file: File, limits: UploadLimits): Promise<string> {
  const wrongType = typeProblem(file, limits);
  if (wrongType) throw new QrUploadError(wrongType);
  let blob: Blob;
  try {
    blob = await compressImage(file);
  } catch {
    throw new QrUploadError('图片处理失败');
  }
  const tooBig = sizeProblem(blob.size, limits);
  if (tooBig) throw new QrUploadError(tooBig);
  try {
    return await uploadQrCode(blob, compressedName(file.name, blob));
  } catch (error) {
    if (isSessionLost(error)) throw error;
    throw new QrUploadError(failureDetail(error));
  }
}

/** Create, save and QR upload, each with its success or failure banner. */
export function useAppDownloadMutations(show: Show) {
  const queryClient = useQueryClient();
  const keep = (config: AppDownloadView) => {
    queryClient.setQueryData(appDownloadsQuery.queryKey, (list) => replaceConfig(list, config));
    // A new download link may mean a new generated QR code: the server's list says.
    return queryClient.invalidateQueries({ queryKey: appDownloadsQuery.queryKey });
  };
  // A lost session is said by the login page the admin is sent to.
  const fail = (title: string, error: unknown) => {
    if (!isSessionLost(error)) show('error', title, failureDetail(error));
  };

  const create = useMutation({
    mutationFn: (input: CreateAppDownloadInput) => createAppDownload(input),
    onSuccess: (config) => {
      show('success', 'APP下载配置创建成功');
      return keep(config);
    },
    onError: (error) => fail('创建APP下载配置失败，请稍后重试', error),
  });

  const save = useMutation({
    mutationFn: ({ id, values }: { id: number; values: AppDownloadCardValues }) => updateAppDownload(id, values),
    onSuccess: (config) => {
      show('success', 'APP下载信息保存成功');
      return keep(config);
    },
    onError: (error) => fail('保存APP下载信息失败，请稍后重试', error),
  });

  const uploadQr = useMutation({
    mutationFn: async ({ id, file, limits }: { id: number; file: File; limits: UploadLimits }) =>
      updateAppDownload(id, { qrcode_url: await storeQrImage(file, limits) }),
    onSuccess: (config) => {
      show('success', '二维码上传成功');
      return keep(config);
    },
    onError: (error) => {
      if (error instanceof QrUploadError) show('error', '上传二维码失败，请稍后重试', error.detail);
      else fail('保存APP下载信息失败，请稍后重试', error);
    },
  });

  // A QR code from the media library: only its address changes.
  const pickQr = useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) => updateAppDownload(id, { qrcode_url: url }),
    onSuccess: (config) => {
      show('success', '二维码已更新');
      return keep(config);
    },
    onError: (error) => fail('保存APP下载信息失败，请稍后重试', error),
  });

  return { create, save, uploadQr, pickQr };
}
