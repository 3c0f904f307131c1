import {
  ADMIN_LOGGED_IN_KEY,
  ADMIN_USER_KEY,
  clearAdminSession,
  isAdminLoggedIn,
  readAdminUser,
  saveAdminSession,
  toAdminUser,
} from './admin-session';

describe('admin session flag', () => {
  beforeEach(() => localStorage.clear());

  it('stores the user and the adminLoggedIn flag', () => {
    saveAdminSession({ username: 'admin', role: 'admin', name: '管理员' });
    expect(localStorage.getItem(ADMIN_LOGGED_IN_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY)!)).toEqual({
      username: 'admin',
      role: 'admin',
      name: '管理员',
    });
    expect(isAdminLoggedIn()).toBe(true);
    expect(readAdminUser()).toEqual({ username: 'admin', role: 'admin', name: '管理员' });
  });

  it("counts only the exact string 'true' as logged in", () => {
    localStorage.setItem(ADMIN_LOGGED_IN_KEY, 'yes');
    expect(isAdminLoggedIn()).toBe(false);
  });

  it('forgets everything on clear', () => {
    saveAdminSession({ username: 'a', role: '', name: '' });
    clearAdminSession();
    expect(isAdminLoggedIn()).toBe(false);
    expect(readAdminUser()).toBeNull();
  });

  it('survives a corrupted stored user', () => {
    localStorage.setItem(ADMIN_USER_KEY, '{not json');
    expect(readAdminUser()).toBeNull();
  });
});

describe('toAdminUser', () => {
  it('requires a username and defaults the rest', () => {
    expect(toAdminUser({ username: 'ed' })).toEqual({ username: 'ed', role: '', name: '' });
    expect(toAdminUser({ role: 'admin' })).toBeNull();
    expect(toAdminUser(null)).toBeNull();
  });
});
