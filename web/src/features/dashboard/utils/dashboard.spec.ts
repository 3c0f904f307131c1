import { ApiError } from '../../../lib/api-client';
import { dashboardFailure, formatLatency, formatUptime, serviceLabel, statCards } from './dashboard';

describe('statCards', () => {
  it('lists products, news, users, visitors and page views in order, keeping a missing one as null', () => {
    expect(statCards({ products: 34, news: 22, users: 3, visitors: null, totalPageViews: 0 })).toEqual([
      { title: '产品总数', value: 34 },
      { title: '新闻总数', value: 22 },
      { title: '用户总数', value: 3 },
      { title: '今日访客', value: null },
      { title: '总浏览量', value: 0 },
    ]);
  });
});

describe('formatUptime', () => {
  it('shows the two largest units', () => {
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 59 * 60)).toBe('3天 4小时');
    expect(formatUptime(86_400)).toBe('1天 0小时');
    expect(formatUptime(4 * 3_600 + 5 * 60 + 30)).toBe('4小时 5分钟');
    expect(formatUptime(5 * 60 + 59)).toBe('5分钟');
    expect(formatUptime(59)).toBe('不到1分钟');
    expect(formatUptime(0)).toBe('不到1分钟');
  });

  it('shows a dash when unknown', () => {
    expect(formatUptime(null)).toBe('—');
    expect(formatUptime(undefined)).toBe('—');
    expect(formatUptime(-1)).toBe('—');
    expect(formatUptime(Number.NaN)).toBe('—');
  });
});

describe('formatLatency', () => {
  it('rounds to whole milliseconds', () => {
    expect(formatLatency(12.4)).toBe('12 ms');
    expect(formatLatency(0)).toBe('0 ms');
    expect(formatLatency(null)).toBe('—');
  });
});

describe('serviceLabel', () => {
  it('names the known services in Chinese', () => {
    expect(serviceLabel('catalog')).toBe('产品目录');
    expect(serviceLabel('analytics')).toBe('访问统计');
    expect(serviceLabel('search')).toBe('search');
    expect(serviceLabel('toString')).toBe('toString');
  });
});

describe('dashboardFailure', () => {
  it("gives the server's reason, else the status, else the network hint", () => {
    expect(dashboardFailure(new ApiError(503, '服务暂时不可用'))).toBe('加载仪表盘数据失败: 服务暂时不可用');
    expect(dashboardFailure(new ApiError(500, undefined))).toBe('加载仪表盘数据失败: 请求失败（500）');
    expect(dashboardFailure(new TypeError('Failed to fetch'))).toBe(
      '加载仪表盘数据失败: 网络连接失败，请检查网络后重试',
    );
    expect(dashboardFailure(new Error('意外'))).toBe('加载仪表盘数据失败: 意外');
  });
});
