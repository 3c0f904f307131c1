import { Injectable } from '@nestjs/common';
import { Patterns, type Role, type SessionUser } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import type { AccessLevel } from './access.decorator';
import { sessionToken } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    /** Set by the access guard from @AuditAction, read when the response is sent. */
    auditAction?: string;
  }
}

const RANK: Record<Role, number> = { viewer: 1, editor: 2, admin: 3 };
const NEEDED: Record<Exclude<AccessLevel, 'public'>, number> = { self: 1, staff: 1, editor: 2, admin: 3 };

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Finds the user behind the session cookie and checks their role against a level. */
@Injectable()
export class SessionAuthService {
  constructor(private readonly rpc: RpcClient) {}

  async authenticate(request: FastifyRequest, level: AccessLevel): Promise<SessionUser | undefined> {
    if (level === 'public') return undefined;
    const token = sessionToken(request);
    if (!token) throw new ApiError(401, '请先登录', 'UNAUTHENTICATED');
    const user = await this.rpc.request<SessionUser | null>(Patterns.identity.sessionResolve, { token });
    if (!user) throw new ApiError(401, '登录已过期，请重新登录', 'SESSION_EXPIRED');
    request.user = user;
    if (RANK[user.role] < NEEDED[level]) throw new ApiError(403, '没有权限执行此操作', 'FORBIDDEN');
    // Reads are open to viewers; a write declared at staff level would be a mistake, so refuse it.
    if (level === 'staff' && UNSAFE_METHODS.has(request.method) && user.role === 'viewer') {
      throw new ApiError(403, '没有权限执行此操作', 'FORBIDDEN');
    }
    return user;
  }
}
