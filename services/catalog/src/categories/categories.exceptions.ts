import { CATEGORY_TYPE_LABELS, type CategoryType } from '@site/contracts';
import { ServiceException } from '@site/service-kit';

export const CategoryErrorCodes = {
  notFound: 'CATEGORY_NOT_FOUND',
  parentNotFound: 'PARENT_CATEGORY_NOT_FOUND',
  parentType: 'PARENT_CATEGORY_TYPE_MISMATCH',
  cycle: 'CATEGORY_CYCLE',
  slugInvalid: 'CATEGORY_SLUG_INVALID',
  slugTaken: 'CATEGORY_SLUG_TAKEN',
  hasChildren: 'CATEGORY_HAS_CHILDREN',
  usedByProducts: 'CATEGORY_USED_BY_PRODUCTS',
  usedByNews: 'CATEGORY_USED_BY_NEWS',
  newsUsageUnknown: 'CATEGORY_NEWS_USAGE_UNKNOWN',
  typeLocked: 'CATEGORY_TYPE_LOCKED',
} as const;

export const CategoryErrors = {
  notFound: () => ServiceException.notFound('分类不存在', CategoryErrorCodes.notFound),
  parentNotFound: () => ServiceException.badRequest('上级分类不存在', CategoryErrorCodes.parentNotFound),
  parentType: (type: CategoryType) =>
    ServiceException.badRequest(
      `上级分类必须也是${CATEGORY_TYPE_LABELS[type]}（分类类型需与上级分类一致）`,
      CategoryErrorCodes.parentType,
    ),
  cycle: () => ServiceException.badRequest('不能把分类移动到它自己或它的子分类下面', CategoryErrorCodes.cycle),
  slugInvalid: () =>
    ServiceException.badRequest('URL别名不能包含空格或 / ? # % \\ 等字符', CategoryErrorCodes.slugInvalid),
  slugTaken: (slug: string, type: CategoryType) =>
    ServiceException.conflict(
      `URL别名“${slug}”已被其他${CATEGORY_TYPE_LABELS[type]}使用，请换一个`,
      CategoryErrorCodes.slugTaken,
    ),
  hasChildren: (count: number) =>
    ServiceException.conflict(
      `该分类下还有${count}个子分类，请先删除或移动子分类后再删除`,
      CategoryErrorCodes.hasChildren,
    ),
  usedByProducts: (count: number) =>
    ServiceException.conflict(
      `该分类下还有${count}个产品，请先删除这些产品或把它们移到其他分类后再删除`,
      CategoryErrorCodes.usedByProducts,
    ),
  usedByNews: (count: number) =>
    ServiceException.conflict(
      `该分类下还有${count}篇新闻，请先删除这些新闻或把它们移到其他分类后再删除`,
      CategoryErrorCodes.usedByNews,
    ),
  inUse: () => ServiceException.conflict('该分类正在被子分类或产品使用，无法删除', CategoryErrorCodes.usedByProducts),
  newsUsageUnknown: () =>
    ServiceException.unavailable('暂时无法确认该分类是否被新闻使用，请稍后重试', CategoryErrorCodes.newsUsageUnknown),
  typeLockedByChildren: () =>
    ServiceException.conflict('该分类下还有子分类，不能修改分类类型', CategoryErrorCodes.typeLocked),
  typeLockedByProducts: (count: number) =>
    ServiceException.conflict(`该分类下还有${count}个产品，不能改为新闻分类`, CategoryErrorCodes.typeLocked),
  typeLockedByNews: (count: number) =>
    ServiceException.conflict(`该分类下还有${count}篇新闻，不能改为产品分类`, CategoryErrorCodes.typeLocked),
};
