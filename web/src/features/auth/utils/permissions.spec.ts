import { canView, canWrite, roleTagLabel, type AdminArea } from './permissions';

const AREAS: AdminArea[] = [
  'dashboard',
  'products',
  'news',
  'pages',
  'users',
  'categories',
  'contacts',
  'app-downloads',
  'analytics',
  'settings',
  'audit-logs',
  'profile',
];
const visible = (role: string) => AREAS.filter((area) => canView(role, area));
const writable = (role: string) => AREAS.filter((area) => canWrite(role, area));

describe('canView', () => {
  it('shows every area to an admin', () => {
    expect(visible('admin')).toEqual(AREAS);
  });

  it('hides users, settings and the audit log from editors, viewers and unknown roles', () => {
    for (const role of ['editor', 'viewer', '', 'user']) {
      expect(visible(role)).toEqual(AREAS.filter((a) => !['users', 'settings', 'audit-logs'].includes(a)));
    }
  });
});

describe('canWrite', () => {
  it('lets an admin write everywhere', () => {
    expect(writable('admin')).toEqual(AREAS);
  });

  it('lets an editor write content only', () => {
    expect(writable('editor')).toEqual([
      'products',
      'news',
      'pages',
      'categories',
      'contacts',
      'app-downloads',
      'profile',
    ]);
  });

  it('lets a viewer change nothing but the own profile', () => {
    expect(writable('viewer')).toEqual(['profile']);
    expect(writable('')).toEqual(['profile']);
  });
});

describe('roleTagLabel', () => {
  it('names the three roles in Chinese', () => {
    expect(roleTagLabel('admin')).toBe('管理员');
    expect(roleTagLabel('editor')).toBe('编辑');
    expect(roleTagLabel('viewer')).toBe('查看者');
  });

  it("falls back to 用户 ('user') when no role is stored", () => {
    expect(roleTagLabel(undefined)).toBe('用户');
    expect(roleTagLabel('')).toBe('用户');
    expect(roleTagLabel('user')).toBe('用户');
    expect(roleTagLabel('toString')).toBe('用户');
  });
});
