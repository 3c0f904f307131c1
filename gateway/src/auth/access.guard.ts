import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Errors } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { ACCESS_KEY, type AccessLevel, AUDIT_ACTION_KEY } from './access.decorator';
import { SessionAuthService, UNSAFE_METHODS } from './session-auth.service';

/** The visit beacon (navigator.sendBeacon) cannot set headers; it writes nothing a visitor owns. */
const CSRF_EXEMPT = new Set(['/api/log-visit']);

/**
 * Every route: CSRF check on writes (a non-simple header a cross-site form or image cannot
 * send, on top of the SameSite=Strict cookie), then the route's access level.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: SessionAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (UNSAFE_METHODS.has(request.method) && !CSRF_EXEMPT.has(request.routeOptions.url ?? '')) {
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw ApiError.of(Errors.csrf());
      }
    }
    const level =
      this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? 'admin';
    request.auditAction = this.reflector.get<string | undefined>(AUDIT_ACTION_KEY, context.getHandler());
    await this.auth.authenticate(request, level);
    return true;
  }
}
