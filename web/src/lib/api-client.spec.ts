import { ApiError, api, errorDetail, isSessionLost, onSessionLost, serverErrorMessage } from './api-client';

function respond(status: number, body: string, contentType = 'application/json') {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': contentType }),
    text: () => Promise.resolve(body),
  };
}

describe('api client', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('sends JSON with same-origin credentials and parses the answer', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"user":{"username":"a"}}'));
    await expect(api.post('/api/login', { username: 'a' })).resolves.toEqual({ user: { username: 'a' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"username":"a"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('adds extra headers without losing the CSRF header', async () => {
    fetchMock.mockResolvedValue(respond(201, '{"success":true}'));
    await api.post('/api/contacts', {}, { headers: { 'Idempotency-Key': 'k-12345678' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-12345678', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("throws the server's error text", async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"用户名或密码错误"}'));
    const failure = api.post('/api/login', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '用户名或密码错误', status: 401 });
  });

  it('throws a generic message when the body has no error field', async () => {
    fetchMock.mockResolvedValue(respond(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(api.get('/api/settings')).rejects.toMatchObject({
      message: '请求失败（502）',
      serverMessage: undefined,
    });
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(respond(204, ''));
    await expect(api.delete('/api/news/1')).resolves.toBeUndefined();
  });

  it('lets network failures through unchanged', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/settings')).rejects.toBeInstanceOf(TypeError);
  });

  it('sends FormData untouched, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"url":"/uploads/a.png"}'));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.png');
    await api.post('/api/upload', form);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('serverErrorMessage', () => {
  it('reads a non-empty string error field only', () => {
    expect(serverErrorMessage({ error: '分类名称不能为空' })).toBe('分类名称不能为空');
    expect(serverErrorMessage({ error: '  ' })).toBeUndefined();
    expect(serverErrorMessage({ error: { code: 1 } })).toBeUndefined();
    expect(serverErrorMessage('oops')).toBeUndefined();
    expect(serverErrorMessage(null)).toBeUndefined();
  });
});

describe('CSRF header', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(respond(204, ''));
    global.fetch = fetchMock;
  });

  const headersOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

  it('marks every state-changing call as XMLHttpRequest', async () => {
    await api.post('/api/logout');
    await api.put('/api/users/1', {});
    await api.patch('/api/users/1/status', {});
    await api.delete('/api/users/1');
    for (const call of [0, 1, 2, 3]) expect(headersOf(call)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('leaves reads alone', async () => {
    await api.get('/api/session');
    expect(headersOf(0)['X-Requested-With']).toBeUndefined();
  });
});

describe('session loss', () => {
  let fetchMock: jest.Mock;
  let lost: jest.Mock;
  let unsubscribe: () => void;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    lost = jest.fn();
    unsubscribe = onSessionLost(lost);
  });

  afterEach(() => unsubscribe());

  it('tells the subscribers when a call answers 401 for an expired session', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"登录已过期，请重新登录","code":"SESSION_EXPIRED"}'));
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('treats a bare 401 as a lost session too', async () => {
    fetchMock.mockResolvedValue(respond(401, ''));
    await expect(api.get('/api/session')).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('does not count wrong credentials or 403 as a lost session', async () => {
    fetchMock.mockResolvedValueOnce(respond(401, '{"error":"用户名或密码错误","code":"INVALID_CREDENTIALS"}'));
    fetchMock.mockResolvedValueOnce(respond(403, '{"error":"权限不足","code":"FORBIDDEN"}'));
    await expect(api.post('/api/profile/password', {})).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/api/settings?tab=general')).rejects.toMatchObject({ status: 403 });
    expect(lost).not.toHaveBeenCalled();
  });

  it('stays quiet for calls that expect a 401 as an answer', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"x"}'));
    await expect(api.post('/api/login', {}, { ignoreSessionLoss: true })).rejects.toBeInstanceOf(ApiError);
    expect(lost).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber once it unsubscribes', async () => {
    unsubscribe();
    fetchMock.mockResolvedValue(respond(401, ''));
    await expect(api.get('/api/session')).rejects.toBeInstanceOf(ApiError);
    expect(lost).not.toHaveBeenCalled();
  });
});

describe('isSessionLost and errorDetail', () => {
  it('only counts 401s', () => {
    expect(isSessionLost(new ApiError(401, undefined, 'UNAUTHENTICATED'))).toBe(true);
    expect(isSessionLost(new ApiError(401, undefined, 'TOTP_REQUIRED'))).toBe(false);
    expect(isSessionLost(new ApiError(500, undefined))).toBe(false);
    expect(isSessionLost(new TypeError('x'))).toBe(false);
  });

  it("gives the server's reason or a network hint", () => {
    expect(errorDetail(new ApiError(409, '用户名已存在'))).toBe('用户名已存在');
    expect(errorDetail(new ApiError(500, undefined))).toBeUndefined();
    expect(errorDetail(new TypeError('Failed to fetch'))).toBe('网络连接失败，请检查网络后重试');
  });
});
