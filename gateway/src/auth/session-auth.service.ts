import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Errors, IdentityEvents, IdentityRpc, type Role, type SessionUser } from '@site/contracts';
import { EventBus, on, RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import type { AccessLevel } from './access.decorator';
import { SessionCache } from './session-cache';
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

/**
 * Finds the user behind the session cookie and checks their role against a level. A resolved
 * session is trusted for SESSION_CACHE_MS (ADR 0011); routes on the user's own account (`self`)
 * always ask identity.
 */
@Injectable()
export class SessionAuthService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly cache: SessionCache;
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cache = new SessionCache(config.SESSION_CACHE_MS);
  }

  /** Every replica forgets at identity's word; after a reconnect it may have missed some, so all. */
  onApplicationBootstrap(): void {
    this.unfollow = this.events.follow(
      [
        on(IdentityEvents.accessChanged, ({ user_id }) => this.cache.forgetUser(user_id)),
        // A shorter session timeout may end sessions.
        on(IdentityEvents.settingsUpdated, ({ tab }) => {
          if (tab === 'security') this.cache.clear();
        }),
      ],
      {
        onReconnect: () => this.cache.clear(),
        onError: (error) => this.logger.warn(`session event not handled: ${String(error)}`),
      },
    );
  }

  onApplicationShutdown(): void {
    this.unfollow?.();
  }

  /** This gateway passed on a change to the user's access: forget them before answering. */
  forgetUser(id: number): void {
    this.cache.forgetUser(id);
  }

  forgetToken(token: string): void {
    this.cache.forgetToken(token);
  }

  forgetAll(): void {
    this.cache.clear();
  }

  async authenticate(request: FastifyRequest, level: AccessLevel): Promise<SessionUser | undefined> {
    if (level === 'public') return undefined;
    const token = sessionToken(request);
    if (!token) throw ApiError.of(Errors.unauthenticated());
    const user = (level !== 'self' && this.cache.get(token)) || (await this.resolve(token));
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
    return (this.cache.get(token) ?? (await this.resolve(token).catch(() => null)))?.role ?? null;
  }

  private async resolve(token: string): Promise<SessionUser | null> {
    const epoch = this.cache.epoch;
    const user = await this.rpc.call(IdentityRpc.sessionResolve, { token });
    this.cache.set(token, user, epoch);
    return user;
  }
}
