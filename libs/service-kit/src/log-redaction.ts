import type { LoggerOptions } from 'pino';
import type { Options } from 'pino-http';
import { logContext, REQUEST_ID_HEADER, requestIdOf } from './tracing';

export const REDACTED = '[redacted]';

/** Secret-bearing fields that may sit at the top of a logged object or one or two levels down. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'smtpPassword',
  'baiduPushToken',
  'token',
  'deviceToken',
  'browserToken',
  'sessionToken',
  'formToken',
  'otp',
  'proof',
  'secret',
  'totpSecret',
];

/**
 * What never reaches a log line: the session cookie and any other cookie, credentials in
 * headers, cookies being set, and any token or password field of a logged object.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * What every app's pino logger has: its name on every line, its level, the redaction above, and the
 * trace and request ids of the request a line belongs to.
 */
export function pinoOptions(service: string, level: string): LoggerOptions {
  return { level, base: { service }, redact: { paths: LOG_REDACT_PATHS, censor: REDACTED }, mixin: logContext };
}

/**
 * The pino-http options of the apps that log requests through nestjs-pino. The request's id is the
 * one the gateway gave it (sent on as `x-request-id`).
 */
export function loggerOptions(service: string, level: string, extra: Options = {}): Options {
  return {
    ...pinoOptions(service, level),
    // A request's child logger carries only its id: serialising (and redacting) every request up
    // front cost more than the rest of a cached read. The completion line still has it all.
    quietReqLogger: true,
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
    ...extra,
  };
}
