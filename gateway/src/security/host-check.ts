import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config/gateway-config';

/**
 * The Host header (and X-Forwarded-Host) end up in pages and files: canonical, og:url, the RSS
 * link, robots.txt, the sitemap and the feed, while the siteUrl setting is empty. A value that is
 * not a plain host name or address with an optional port is refused before any of that runs, so
 * no quote, angle bracket or space can reach them (issue 32 #4). What is written is escaped for its
 * context as well.
 */
export const INVALID_HOST_MESSAGE = '请求的主机名（Host）无效';

/** A DNS name or IPv4 address (letters, digits, `-`, `_`, dots), or an IPv6 address in brackets; then `:port`. */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,251}[A-Za-z0-9_.])?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/** Whether `value` is a plain `hostname[:port]`. */
export function isPlainHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  return match[1] === undefined || Number(match[1]) <= 65535;
}

/** Every value a header carries: repeated headers and comma-separated lists (proxies append). */
function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim());
}

/** The headers host-dependent answers vary on: X-Forwarded-Host counts only behind a trusted proxy. */
export function hostVary(config: Pick<GatewayConfig, 'TRUSTED_PROXIES'>): string {
  return config.TRUSTED_PROXIES.trim() ? 'host, x-forwarded-host' : 'host';
}

/** Refuses, with a Chinese 400, a request whose Host or X-Forwarded-Host is not a plain host name. */
export function registerHostCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const given = [
      ...headerValues(request.headers.host),
      ...headerValues(request.headers['x-forwarded-host']),
      // What Fastify made of them (behind a trusted proxy, the forwarded one).
      ...(request.host ? [request.host] : []),
    ];
    if (given.every(isPlainHost)) return;
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ error: INVALID_HOST_MESSAGE });
  });
}
