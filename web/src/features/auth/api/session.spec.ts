import { toSessionProfile } from './session';
import { getLoginOptions } from './login-options';

describe('toSessionProfile', () => {
  it('keeps the fields the admin shows', () => {
    expect(
      toSessionProfile({
        id: 3,
        username: 'ed',
        name: '编辑甲',
        role: 'editor',
        email: 'e@x.cn',
        twoFactorEnabled: true,
      }),
    ).toEqual({ id: 3, username: 'ed', name: '编辑甲', role: 'editor', email: 'e@x.cn', twoFactorEnabled: true });
  });

  it('needs a username and defaults the rest', () => {
    expect(toSessionProfile({ username: 'a' })).toEqual({
      id: 0,
      username: 'a',
      name: '',
      role: '',
      email: '',
      twoFactorEnabled: false,
    });
    expect(toSessionProfile({ id: 1 })).toBeNull();
    expect(toSessionProfile('x')).toBeNull();
  });
});

describe('getLoginOptions', () => {
  it('reads captchaRequired and starts without a captcha when the call fails', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: () => Promise.resolve('{"captchaRequired":true}'),
    });
    await expect(getLoginOptions()).resolves.toEqual({ captchaRequired: true });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getLoginOptions()).resolves.toEqual({ captchaRequired: false });
  });
});
