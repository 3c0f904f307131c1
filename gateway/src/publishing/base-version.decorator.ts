import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { baseVersionOf } from './publishing-params';

/**
 * `version` from a save's JSON body (`number | undefined`): the version the editor started from.
 * The record's own schema drops it, so the body is parsed a second time for it alone (400 when malformed).
 */
export const BaseVersion = createParamDecorator((_: unknown, context: ExecutionContext): number | undefined =>
  baseVersionOf(context.switchToHttp().getRequest<FastifyRequest>().body),
);
