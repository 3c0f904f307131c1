import { ApiError, api, serverErrorMessage } from './api-client';

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
