import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Errors, type SessionUser } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';

/** The signed-in user the access guard found (routes at `self` level or above). */
export const Actor = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw ApiError.of(Errors.unauthenticated());
  return user;
});
