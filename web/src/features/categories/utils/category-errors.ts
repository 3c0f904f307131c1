import { ApiError } from '../../../lib/api-client';

export const WRITE_FAILED = {
  create: '添加分类失败，请稍后重试',
  update: '修改分类失败，请稍后重试',
  remove: '删除分类失败，请稍后重试',
} as const;

/** The server's error field when it sent one, else the fallback for the action. */
export function categoryWriteError(error: unknown, action: keyof typeof WRITE_FAILED): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : WRITE_FAILED[action];
}

/** '加载分类数据失败' with the HTTP status. */
export function categoryLoadError(error: unknown): string {
  if (error instanceof ApiError) return `加载分类数据失败（HTTP ${error.status}）`;
  return '加载分类数据失败（网络错误）';
}
