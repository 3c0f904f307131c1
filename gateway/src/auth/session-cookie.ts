import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies?.[SESSION_COOKIE];

/** HttpOnly, SameSite=Strict, Secure over HTTPS; Max-Age only with remember-me. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number | null,
) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** The trusted-device cookie: set at each sign-in on a new device, read only by POST /api/login. */
export const DEVICE_COOKIE = 'did';
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export const deviceToken = (request: FastifyRequest): string | undefined => request.cookies?.[DEVICE_COOKIE];

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/login',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

/**
 * The browser cookie: one random id per browser, kept across accounts and password changes (unlike
 * `did`), so identity can tell a sign-in from a browser the account never used. Read only by POST /api/login.
 */
export const BROWSER_COOKIE = 'bid';
/** The longest a browser keeps a cookie (Chrome caps Max-Age at 400 days); renewed at each sign-in. */
const BROWSER_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const browserToken = (request: FastifyRequest): string | undefined => request.cookies?.[BROWSER_COOKIE];

export function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.setCookie(BROWSER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/login',
    maxAge: BROWSER_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
  });
}

/** After a password reset: the browser's trust ended with the account's device records. */
export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/login',
  });
}
