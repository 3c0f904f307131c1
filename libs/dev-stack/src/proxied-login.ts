/** One answer to POST /api/login: status, headers, the body as text, and how long it took. */
export interface LoginReply {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

/**
 * POST /api/login as a client at `address`, through a gateway that trusts 127.0.0.1 as a proxy
 * (`TRUSTED_PROXIES`), with the cookies given. For tests and benchmarks that speak for many addresses.
 */
export async function loginFrom(url: string, address: string, body: unknown, cookie?: string): Promise<LoginReply> {
  const started = performance.now();
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, ms: performance.now() - started };
}
