import { activeNavKey, navItemsFor } from './admin-nav';

const labels = (role: string) => navItemsFor(role).map((item) => item.label);

describe('navItemsFor', () => {
  it('gives an admin the twelve sidebar entries in order, then the audit log', () => {
    expect(labels('admin')).toEqual([
      '仪表盘',
      '产品管理',
      '新闻管理',
      '定时发布',
      '媒体库',
      '页面',
      '用户管理',
      '分类管理',
      '留言管理',
      'APP下载',
      '访问统计',
      '系统设置',
      '操作日志',
    ]);
  });

  it('hides users, settings and the audit log from editors and viewers', () => {
    const content = [
      '仪表盘',
      '产品管理',
      '新闻管理',
      '定时发布',
      '媒体库',
      '页面',
      '分类管理',
      '留言管理',
      'APP下载',
      '访问统计',
    ];
    expect(labels('editor')).toEqual(content);
    expect(labels('viewer')).toEqual(content);
    expect(labels('')).toEqual(content);
  });

  it('links every entry under /admin', () => {
    for (const item of navItemsFor('admin')) expect(item.path).toBe(`/admin/${item.key}`);
  });
});

describe('activeNavKey', () => {
  it('finds the section of a path', () => {
    expect(activeNavKey('/admin/users')).toBe('users');
    expect(activeNavKey('/admin/news/edit/3')).toBe('news');
    expect(activeNavKey('/admin/app-downloads')).toBe('app-downloads');
    expect(activeNavKey('/admin/schedules')).toBe('schedules');
    expect(activeNavKey('/admin/pages/home')).toBe('pages');
  });

  it('lights nothing up for pages outside the sidebar', () => {
    expect(activeNavKey('/admin/profile')).toBeUndefined();
    expect(activeNavKey('/admin')).toBeUndefined();
  });
});
