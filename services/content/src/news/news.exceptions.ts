import { ServiceException } from '@site/service-kit';

export const NewsErrorCodes = {
  notFound: 'NEWS_NOT_FOUND',
  contentBlank: 'NEWS_CONTENT_BLANK',
  contentTooLong: 'NEWS_CONTENT_TOO_LONG',
  categoryNotFound: 'NEWS_CATEGORY_NOT_FOUND',
  categoryNotNews: 'NEWS_CATEGORY_WRONG_TYPE',
  categoryUnknown: 'NEWS_CATEGORY_UNKNOWN',
} as const;

export const NewsErrors = {
  notFound: () => ServiceException.notFound('新闻不存在', NewsErrorCodes.notFound),
  contentBlank: () => ServiceException.badRequest('内容不能为空', NewsErrorCodes.contentBlank),
  contentTooLong: () =>
    ServiceException.badRequest('新闻内容过长，请精简内容或减少图片', NewsErrorCodes.contentTooLong),
  categoryNotFound: () =>
    ServiceException.badRequest('所选分类不存在，请重新选择新闻分类', NewsErrorCodes.categoryNotFound),
  categoryNotNews: () =>
    ServiceException.badRequest('所选分类不是新闻分类，请选择新闻分类', NewsErrorCodes.categoryNotNews),
  /** The catalog could not say whether the category exists: nothing is written. */
  categoryUnknown: () =>
    ServiceException.unavailable(
      '产品目录服务暂不可用，暂时无法校验新闻分类，请稍后重试',
      NewsErrorCodes.categoryUnknown,
    ),
  /** The catalog could not list the category's descendants for a filter. */
  filterUnavailable: () =>
    ServiceException.unavailable(
      '产品目录服务暂不可用，暂时无法按分类筛选新闻，请稍后重试',
      NewsErrorCodes.categoryUnknown,
    ),
};
