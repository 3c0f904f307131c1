import type { z } from 'zod';

/**
 * One Chinese sentence for a failed parse. Schemas carry field-naming messages
 * ('网站名称不能为空'); zod's own defaults get the field name put in front.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不正确';
  const field = issue.path.join('.');
  const custom = /[\u4e00-\u9fff]/.test(issue.message);
  if (custom) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${field || '请求体'}不能为空`;
  if (issue.code === 'unrecognized_keys') return `不支持的字段：${issue.keys.join(', ')}`;
  return field ? `${field} 格式不正确` : '请求参数格式不正确';
}
