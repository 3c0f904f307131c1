import { LOCALE_LABEL } from '@site/contracts/locales';
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

/** A field of the category form, as antd names it. */
export type CategoryFieldPath = ['name'] | ['slug'] | ['parent_id'] | ['en', 'name'] | ['en', 'slug'];

const EN = LOCALE_LABEL.en;

/**
 * The form field a refused write belongs under, with the server's message: the API sends no field
 * name, and its Chinese messages start with the field's label. null: not a field's (a toast says it).
 * The edit form has no slug field: a Chinese slug made from the new name is the name's problem.
 */
export function categoryFieldError(
  error: unknown,
  action: 'create' | 'update',
): { field: CategoryFieldPath; message: string } | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  if (error.status !== 400 && error.status !== 409) return null;
  const message = error.serverMessage;
  const field = fieldOf(message, action);
  return field && { field, message };
}

function fieldOf(message: string, action: 'create' | 'update'): CategoryFieldPath | null {
  if (message.startsWith(`${EN}URL别名`) || message.startsWith(`请填写${EN}URL别名`)) return ['en', 'slug'];
  if (message.startsWith(`${EN}分类名称`)) return ['en', 'name'];
  if (message.startsWith('URL别名')) return action === 'create' ? ['slug'] : ['name'];
  if (message.startsWith('分类名称')) return ['name'];
  if (message.startsWith('上级分类') && action === 'create') return ['parent_id'];
  return null;
}

/** '加载分类数据失败' with the HTTP status. */
export function categoryLoadError(error: unknown): string {
  if (error instanceof ApiError) return `加载分类数据失败（HTTP ${error.status}）`;
  return '加载分类数据失败（网络错误）';
}
