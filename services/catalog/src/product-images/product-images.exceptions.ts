import { MAX_IMAGES_PER_PRODUCT } from '@site/contracts';
import { ServiceException } from '@site/service-kit';

export const ProductImageErrorCodes = {
  notFound: 'PRODUCT_IMAGE_NOT_FOUND',
  foreign: 'PRODUCT_IMAGE_NOT_OF_PRODUCT',
  tooMany: 'PRODUCT_IMAGES_TOO_MANY',
  duplicate: 'PRODUCT_IMAGE_DUPLICATE',
} as const;

export const ProductImageErrors = {
  notFound: () => ServiceException.notFound('图片不存在', ProductImageErrorCodes.notFound),
  foreign: (ids: number[]) =>
    ServiceException.badRequest(`以下图片不属于该产品：${ids.join('、')}`, ProductImageErrorCodes.foreign),
  tooMany: () =>
    ServiceException.conflict(`每个产品最多${MAX_IMAGES_PER_PRODUCT}张图片`, ProductImageErrorCodes.tooMany),
  duplicate: () => ServiceException.conflict('这张图片已经添加到该产品', ProductImageErrorCodes.duplicate),
};
