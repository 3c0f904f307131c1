import { ServiceException } from '@site/service-kit';

export const ProductErrorCodes = {
  notFound: 'PRODUCT_NOT_FOUND',
  categoryNotFound: 'PRODUCT_CATEGORY_NOT_FOUND',
  categoryNotProduct: 'PRODUCT_CATEGORY_WRONG_TYPE',
  descriptionTooLong: 'PRODUCT_DESCRIPTION_TOO_LONG',
} as const;

export const ProductErrors = {
  notFound: () => ServiceException.notFound('产品不存在', ProductErrorCodes.notFound),
  categoryNotFound: () =>
    ServiceException.badRequest('所选产品分类不存在，请重新选择产品分类', ProductErrorCodes.categoryNotFound),
  categoryNotProduct: () =>
    ServiceException.badRequest('所选分类不是产品分类，请选择产品分类', ProductErrorCodes.categoryNotProduct),
  descriptionTooLong: () =>
    ServiceException.badRequest('产品描述过长，请精简内容或减少图片', ProductErrorCodes.descriptionTooLong),
};
