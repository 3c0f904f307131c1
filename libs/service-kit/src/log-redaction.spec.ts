import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import pinoHttp from 'pino-http';
import { loggerOptions } from './log-redaction';

describe('every app logger redacts secrets', () => {
  it('logs a request without its cookie, authorization, set-cookie or password fields', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const middleware = pinoHttp({ ...loggerOptions('gateway', 'info'), stream: sink } as never);
    const request = new IncomingMessage(new Socket());
    request.method = 'POST';
    request.url = '/api/login';
    request.headers = {
      cookie: 'sid=session-id-that-signs-in',
      authorization: 'Bearer bearer-secret',
      'user-agent': 'test',
    };
    const response = new ServerResponse(request);
    middleware(request, response);
    response.setHeader('set-cookie', 'sid=new-session-id; HttpOnly');
    request.log.info({ input: { username: 'admin', password: 'Password-In-Body', otp: '123456' } }, 'sign-in');
    response.statusCode = 401;
    response.end();
    // No socket here: say the answer went out, as Node does, so the completion line is written.
    response.emit('finish');
    await new Promise((r) => setImmediate(r));

    const log = lines.join('');
    expect(log).toContain('/api/login');
    expect(log).toContain('"username":"admin"');
    for (const secret of [
      'session-id-that-signs-in',
      'bearer-secret',
      'new-session-id',
      'Password-In-Body',
      '123456',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });
});
