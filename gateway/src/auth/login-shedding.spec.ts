import { RpcCallError } from '@site/service-kit/dist/client';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error';
import { LoginShedding } from './login-shedding';

describe('LoginShedding', () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    return { headers, reply: { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply };
  };

  it('answers untrusted sign-ins with 429 for a second after identity said it is busy', () => {
    let now = 0;
    const shedding = new LoginShedding(() => now);
    const r = reply();
    expect(() => shedding.refuseIfBusy(false, r.reply)).not.toThrow();
    shedding.observe(new RpcCallError(429, 'LOGIN_BUSY', '登录请求过多，请稍后再试', 2));
    expect(() => shedding.refuseIfBusy(false, r.reply)).toThrow(ApiError);
    expect(r.headers['retry-after']).toBe('1');
    // A trusted device always gets through to identity.
    expect(() => shedding.refuseIfBusy(true, r.reply)).not.toThrow();
    now = 1000;
    expect(() => shedding.refuseIfBusy(false, r.reply)).not.toThrow();
  });

  it('ignores other failures', () => {
    const shedding = new LoginShedding(() => 0);
    shedding.observe(new RpcCallError(401, 'INVALID_CREDENTIALS', '用户名或密码错误'));
    shedding.observe(new RpcCallError(429, 'LOGIN_THROTTLED', '登录尝试过于频繁，请60秒后再试', 60));
    expect(() => shedding.refuseIfBusy(false, reply().reply)).not.toThrow();
  });
});
