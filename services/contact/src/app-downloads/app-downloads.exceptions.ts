import { ServiceException } from '@site/service-kit';

export const AppDownloadErrorCodes = {
  notFound: 'APP_DOWNLOAD_NOT_FOUND',
  noLink: 'APP_DOWNLOAD_NO_LINK',
} as const;

export const AppDownloadErrors = {
  notFound: () => ServiceException.notFound('APP下载配置不存在', AppDownloadErrorCodes.notFound),
  noLink: () => ServiceException.notFound('该APP下载配置还没有下载链接，无法生成二维码', AppDownloadErrorCodes.noLink),
};
