import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ErrorCode, Errors } from '@site/contracts';
import { RpcCallError } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie } from '../auth/session-cookie';
import { statusText } from './error-body';

/**
 * Every failure answers `{ error }` in Chinese with the right status. (A GET that matches no route
 * is a page: PagesService answers it, see spa/register-spa.ts.)
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, message, code } = this.describe(outcomeUnknown(request, exception) ?? exception);
    if (exception instanceof RpcCallError && exception.retryAfter !== undefined) {
      void reply.header('retry-after', String(exception.retryAfter));
    }

    if (status >= 500 && !(exception instanceof RpcCallError)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (code === ErrorCode.SESSION_EXPIRED) clearSessionCookie(request, reply);
    void reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(code ? { error: message, code } : { error: message });
  }

  private describe(exception: unknown): { status: number; message: string; code?: string } {
    if (exception instanceof RpcCallError) {
      return { status: exception.status, message: exception.message, code: exception.code };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const own = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
      const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : undefined;
      if (typeof own === 'string' && /[\u4e00-\u9fff]/.test(own)) return { status, message: own, code };
      // Fastify's parser errors reach us as HttpException(message, status).
      if (status === 400 && typeof body === 'string') return { status, message: describeParserError(body) };
      return { status, message: statusText(status) };
    }
    return { status: 500, message: statusText(500) };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A timed-out write may have been stored (issue 32 #8: a 503 whose product existed): its answer says
 * the outcome is unknown and how to retry safely, not "try again later" as if nothing happened.
 */
function outcomeUnknown(request: FastifyRequest, exception: unknown): RpcCallError | null {
  if (!(exception instanceof RpcCallError) || exception.code !== Errors.serviceTimeout.code) return null;
  if (READS.has(request.method)) return null;
  const label = exception.message.split('服务响应超时')[0];
  return RpcCallError.of(Errors.writeOutcomeUnknown(label));
}

function describeParserError(message: string): string {
  if (/empty/i.test(message)) return '请求体不能为空';
  if (/JSON|Unexpected|token/i.test(message)) return '请求体不是有效的 JSON';
  return statusText(400);
}
