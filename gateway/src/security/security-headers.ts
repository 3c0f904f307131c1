import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers every answer of the gateway carries: the SPA and its pages, the API and its errors.
 * An answer that sets its own CSP (stored uploads: `default-src 'none'; sandbox`) keeps it.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // Nothing on the site uses these; a script that gets in cannot either.
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

/**
 * Pages whose address carries a secret (a mailed link's token, in the fragment): no Referer to any
 * site the page loads from or links to, and no copy in any cache.
 */
export const SECRET_PAGES: readonly string[] = [
  '/admin/reset-password',
  '/admin/accept-invite',
  '/admin/confirm-email',
];

const isSecretPage = (url: string) => {
  const path = url.split('?')[0].replace(/\/+$/, '');
  return SECRET_PAGES.includes(path);
};

/** A year; sent only over HTTPS (a browser ignores it over HTTP, and a plain-HTTP install must stay reachable). */
export const HSTS = 'max-age=31536000';

/**
 * The one policy of every answer. Scripts: our own files and, by hash, the inline scripts of the
 * built index.html (the theme boot script). The pages' JSON blocks (query state, JSON-LD) are data,
 * which browsers neither run nor check against the policy, so no nonce is needed and a cached page
 * is the same bytes for everyone. Styles allow inline: antd's CSS-in-JS injects <style> elements and
 * the rendered HTML carries style attributes. Images may come from other sites (rich text may link
 * them); nothing else may.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = [], frameAncestors = "'none'"): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hashes (`sha256-…`) of the inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

/**
 * HTTPS as the client saw it: `request.protocol` follows X-Forwarded-Proto only when the request
 * came from a trusted proxy (TRUSTED_PROXIES), so a direct client cannot claim it.
 */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

export interface SecurityHeaderOptions {
  /** The built HTML templates (the shell, the public pages'), whose inline scripts are allowed by hash. */
  templates?: () => readonly (Buffer | string | null)[];
}

export function registerSecurityHeaders(fastify: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const staticHeaders = Object.entries(STATIC_SECURITY_HEADERS);
  // One string for every answer, made on first use.
  let policy: string | undefined;
  const pagePolicy = () => {
    if (policy === undefined) {
      const hashes = (options.templates?.() ?? []).flatMap((html) => (html ? inlineScriptHashes(html.toString()) : []));
      policy = contentSecurityPolicy([...new Set(hashes)]);
    }
    return policy;
  };
  // onSend: after the handler, so an answer's own stricter headers (uploads) win.
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (isSecretPage(request.url)) {
      void reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    }
    for (const [name, value] of staticHeaders) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', pagePolicy());
    }
    if (overHttps(request)) void reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
