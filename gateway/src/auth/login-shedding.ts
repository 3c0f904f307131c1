import { RpcCallError } from '@site/service-kit/dist/client';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error';

/** How long the gateway answers untrusted sign-ins itself after identity said its hash queue is full. */
const SHED_MS = 1000;

/**
 * Sheds a sign-in flood at the edge. Identity decides (its hash queue is full: LOGIN_BUSY);
 * for a second after such an answer the gateway gives attempts without a trusted-device cookie
 * the same 429 itself, without a NATS round trip, so a flood costs the cluster almost nothing.
 * Holders of the cookie always reach identity, which serves them in their own lane.
 */
export class LoginShedding {
  private busyUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws the 429 while shedding, for an attempt without a trusted-device cookie. */
  refuseIfBusy(trustedDevice: boolean, reply: FastifyReply): void {
    const left = this.busyUntil - this.now();
    if (trustedDevice || left <= 0) return;
    void reply.header('retry-after', String(Math.max(1, Math.ceil(left / 1000))));
    throw new ApiError(429, '登录请求过多，请稍后再试', 'LOGIN_BUSY');
  }

  /** Learns from identity's answer. */
  observe(error: unknown): void {
    if (error instanceof RpcCallError && error.code === 'LOGIN_BUSY') this.busyUntil = this.now() + SHED_MS;
  }
}
