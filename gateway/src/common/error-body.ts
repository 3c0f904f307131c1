/** Chinese text for statuses that reach the client without a message of our own. */
const STATUS_TEXT: Record<number, string> = {
  400: '请求参数不正确',
  401: '请先登录',
  403: '没有权限执行此操作',
  404: '接口不存在',
  405: '不支持的请求方法',
  406: '不支持的响应格式',
  413: '请求体过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
  503: '服务暂不可用，请稍后重试',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? '服务器内部错误，请稍后重试' : '请求失败');
}
