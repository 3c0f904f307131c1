import { ApiError } from '../../../lib/api-client';
import { login, loginErrorMessage } from './login';

function respond(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

describe('login', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('posts the credentials and returns the user', async () => {
    fetchMock.mockResolvedValue(respond(200, { user: { username: 'admin', role: 'admin', name: '管理员' } }));
    await expect(login({ username: 'admin', password: 'pw', remember: true })).resolves.toEqual({
      username: 'admin',
      role: 'admin',
      name: '管理员',
    });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({ username: 'admin', password: 'pw', remember: true });
  });

  it('treats a success answer without a user as a failure', async () => {
    fetchMock.mockResolvedValue(respond(200, {}));
    const failure = login({ username: 'a', password: 'b', remember: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });
});

describe('loginErrorMessage', () => {
  it("shows the server's message", () => {
    expect(loginErrorMessage(new ApiError(401, '用户名或密码错误'))).toBe('用户名或密码错误');
  });

  it("falls back to '登录失败' when the server gave no reason", () => {
    expect(loginErrorMessage(new ApiError(500, undefined))).toBe('登录失败');
  });

  it('asks to retry later when the server could not be reached', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('登录失败，请稍后重试');
  });
});
