/** Accounts every test stack has: the first admin from ADMIN_* and, with the demo seed, editor and viewer. */
export const ADMIN = { username: 'admin', password: 'Admin-Pass-2026' };
export const EDITOR = { username: 'editor', password: 'Editor-Pass-2026' };
export const VIEWER = { username: 'viewer', password: 'Viewer-Pass-2026' };

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like caller: keeps the session cookie and sends the CSRF header on writes. */
export class ApiClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  static async signedIn(baseUrl: string, account: { username: string; password: string }): Promise<ApiClient> {
    const client = new ApiClient(baseUrl);
    const answer = await client.login(account.username, account.password);
    if (answer.status !== 200)
      throw new Error(`login as ${account.username} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return client;
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<ApiAnswer> {
    const answer = await this.request('POST', '/api/login', { username, password, ...extra });
    const setCookie = answer.headers.get('set-cookie');
    const sid = setCookie?.match(/(?:^|\s|,)sid=([^;]*)/)?.[1];
    if (answer.status === 200 && sid) this.cookie = `sid=${sid}`;
    return answer;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    let payload: RequestInit['body'] | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}
