import type { DashboardAnswer, MailFailure } from '@site/contracts';
import { errorDetail } from '../../../lib/api-client';

/** Shown in place of a figure or list whose service did not answer: never a misleading zero. */
export const UNAVAILABLE = '暂不可用';

/** Dashboard cards, in order. */
export function statCards(stats: DashboardAnswer['stats']): { title: string; value: number | null }[] {
  return [
    { title: '产品总数', value: stats.products },
    { title: '新闻总数', value: stats.news },
    { title: '用户总数', value: stats.users },
    { title: '今日访客', value: stats.visitors },
    { title: '总浏览量', value: stats.totalPageViews },
  ];
}

const SERVICE_LABELS: Record<string, string> = {
  catalog: '产品目录',
  content: '新闻内容',
  identity: '用户认证',
  analytics: '访问统计',
  contact: '留言与下载',
};

/** A service's Chinese name; unknown services keep their own. */
export const serviceLabel = (name: string) => (Object.hasOwn(SERVICE_LABELS, name) ? SERVICE_LABELS[name] : name);

/** '3天 4小时', '4小时 5分钟', '5分钟', '不到1分钟'; '—' when unknown. */
export function formatUptime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}天 ${hours}小时`;
  if (hours > 0) return `${hours}小时 ${minutes}分钟`;
  if (minutes > 0) return `${minutes}分钟`;
  return '不到1分钟';
}

/** '12 ms'; '—' when the service did not answer. */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  return `${Math.round(ms)} ms`;
}

/** '加载仪表盘数据失败: {message}', the message being the server's reason or what went wrong. */
export function dashboardFailure(error: unknown): string {
  const message = errorDetail(error) ?? (error instanceof Error ? error.message : String(error));
  return `加载仪表盘数据失败: ${message}`;
}

/** Each kind of mail in Chinese: account mails by their outbox kind, and the contact form's notice. */
const MAIL_KIND_LABELS: Record<string, string> = {
  'password-reset': '重置密码链接',
  'password-changed': '密码已修改通知',
  invitation: '账户邀请',
  'email-change': '邮箱变更确认',
  'email-changed': '邮箱已变更通知',
  'two-factor-changed': '两步验证变更通知',
  'role-changed': '角色变更通知',
  'new-sign-in': '新设备登录通知',
  'contact-notice': '新留言通知',
};

export function mailKindLabel({ kind }: Pick<MailFailure, 'kind'>): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}
