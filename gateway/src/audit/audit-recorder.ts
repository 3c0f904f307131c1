import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { IdentityRpc } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNSAFE_METHODS } from '../auth/session-auth.service';

/** Records every back-office write that succeeded, once its answer is sent: who, what, when, from where. */
@Injectable()
export class AuditRecorder implements OnModuleInit {
  private readonly logger = new Logger(AuditRecorder.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly rpc: RpcClient,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      this.record(request, reply);
      done();
    });
  }

  private record(request: FastifyRequest, reply: FastifyReply): void {
    const user = request.user;
    if (!user || !UNSAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const path = request.url.split('?')[0];
    this.rpc
      .call(IdentityRpc.auditAppend, {
        userId: user.id,
        username: user.username,
        role: user.role,
        action: request.auditAction ?? `${request.method} ${request.routeOptions.url ?? path}`,
        method: request.method,
        path,
        status: reply.statusCode,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 1024) ?? null,
      })
      .catch((error: unknown) => this.logger.error(`audit entry lost for ${request.method} ${path}: ${String(error)}`));
  }
}
