import { SESSION_EXPIRED_NOTICE, noticeFromState } from './login-notice';

describe('noticeFromState', () => {
  it('reads the notice the admin passes to the login page', () => {
    expect(SESSION_EXPIRED_NOTICE).toBe('登录已过期，请重新登录');
    expect(noticeFromState({ notice: SESSION_EXPIRED_NOTICE })).toBe('登录已过期，请重新登录');
  });

  it('ignores any other router state', () => {
    expect(noticeFromState(null)).toBeUndefined();
    expect(noticeFromState({ notice: '' })).toBeUndefined();
    expect(noticeFromState({ notice: 42 })).toBeUndefined();
    expect(noticeFromState('x')).toBeUndefined();
  });
});
