import { Errors } from '@site/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface BodyTimeouts {
  /** Whole time to send a request body. */
  bodyMs: number;
  /** The same for uploads (multipart bodies), which carry pictures over slow mobile links. */
  uploadBodyMs: number;
}

const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Cuts a client that sends its body too slowly (slowloris on the body): Node's own requestTimeout
 * is one value for every route and answers a bare 408, so each request gets its own timer here,
 * by kind, and a Chinese answer. A request whose body has arrived is never cut, however long its
 * service takes (the NATS timeout covers that).
 */
export function registerBodyTimeout(app: FastifyInstance, timeouts: BodyTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const limit = isUpload(request) ? timeouts.uploadBodyMs : timeouts.bodyMs;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      const socket = request.raw.socket;
      const { status, code, message } = Errors.requestTimeout();
      if (!reply.raw.headersSent) {
        // Written on the raw answer: Fastify is still waiting on the body, and its own reply would
        // race the parser's error when the socket closes.
        const body = JSON.stringify({ error: message, code });
        reply.raw.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
          connection: 'close',
        });
        reply.raw.end(body);
      }
      // The rest of the body is never read: close our side once the answer is out, and drop the
      // connection if the client does not close its side soon after.
      socket.end();
      setTimeout(() => socket.destroy(), 1000).unref();
    }, limit);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
