import { Writable } from 'node:stream';
import { pinoOptions } from '@site/service-kit/dist/client';
import Fastify from 'fastify';
import pino from 'pino';
import { registerRequestLog } from './request-log';

async function logOf(level: string, requests: { method: 'GET' | 'POST'; url: string; cookie?: string }[]) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify();
  registerRequestLog(app, pino(pinoOptions('gateway', level), sink));
  app.get('/api/ok', () => ({ ok: true }));
  app.get('/api/missing', (_request, reply) => reply.code(404).send({ message: '不存在' }));
  app.get('/api/broken', (_request, reply) => reply.code(503).send({ message: '服务暂不可用' }));
  app.post('/api/log-visit', (_request, reply) => reply.code(429).send());
  for (const { method, url, cookie } of requests) await app.inject({ method, url, headers: cookie ? { cookie } : {} });
  await app.close();
  return lines;
}

describe('the gateway request log', () => {
  it('writes 4xx at warn and 5xx at error, with the request but never its cookie', async () => {
    const lines = await logOf('info', [
      { method: 'GET', url: '/api/ok' },
      { method: 'GET', url: '/api/missing', cookie: 'sid=secret-session' },
      { method: 'GET', url: '/api/broken' },
    ]);
    expect(lines.map((line) => [line.level, (line.req as { url: string }).url])).toEqual([
      [40, '/api/missing'],
      [50, '/api/broken'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-session');
    expect((lines[0].req as { headers: Record<string, string> }).headers.cookie).toBe('[redacted]');
    expect(lines[0].res).toEqual({ statusCode: 404 });
    expect(lines[0].service).toBe('gateway');
  });

  it('writes successes at debug, and nothing for the visit beacon', async () => {
    const lines = await logOf('debug', [
      { method: 'GET', url: '/api/ok' },
      { method: 'POST', url: '/api/log-visit' },
    ]);
    expect(lines.map((line) => [line.level, line.msg, (line.req as { url: string }).url])).toEqual([
      [20, 'request completed', '/api/ok'],
    ]);
  });
});
