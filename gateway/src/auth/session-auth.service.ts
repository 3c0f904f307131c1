import { Injectable } from '@nestjs/common';
import { Errors, IdentityRpc, type Role, type SessionUser } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
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
    if (!token) throw ApiError.of(Errors.unauthenticated());
    const user = await this.rpc.call(IdentityRpc.sessionResolve, { token });
    if (!user) throw ApiError.of(Errors.sessionExpired());
    request.user = user;
    if (RANK[user.role] < NEEDED[level]) throw ApiError.of(Errors.forbidden());
    // Reads are open to viewers; a write declared at staff level would be a mistake, so refuse it.
    if (level === 'staff' && UNSAFE_METHODS.has(request.method) && user.role === 'viewer') {
      throw ApiError.of(Errors.forbidden());
    }
    return user;
  }

  /** The caller's role when a valid session comes with the request, without refusing anyone. */
  async roleOf(request: FastifyRequest): Promise<Role | null> {
    const token = sessionToken(request);
    if (!token) return null;
    return (await this.rpc.call(IdentityRpc.sessionResolve, { token }).catch(() => null))?.role ?? null;
  }
}
