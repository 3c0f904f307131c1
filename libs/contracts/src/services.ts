/** The five domain services; each name is also its NATS queue group and its database name. */
export const SERVICE_NAMES = ['catalog', 'content', 'identity', 'analytics', 'contact'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Chinese labels used in user-facing error messages. */
export const SERVICE_LABELS: Record<ServiceName, string> = {
  catalog: '产品目录',
  content: '新闻内容',
  identity: '用户与设置',
  analytics: '访问统计',
  contact: '留言与下载',
};
