import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { EventBus } from '@site/service-kit/dist/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { cacheLookups, cacheSizeGauges } from './cache-metrics';
import { type CacheRouteConfig, tagEvents } from './cache-tags';
import { etagOf, type Lead, ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler whose cached answer still owes work when served again (a news read counts a view). */
    cacheOnHit?: () => void;
  }
}

interface CacheState {
  key: string;
  tags: string[];
  lead: Lead | null;
  served: boolean;
}

/**
 * Browsers revalidate every time (an ETag makes that a 304), so a visitor never sees an answer staff
 * have changed. A CDN in front may keep public answers 10 s, and serve one a minute longer while
 * it asks again (CDN-Cache-Control, which browsers ignore).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Headers of an answer worth keeping with it. */
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-total-pages'];
/** Invalidations are logged in bursts (one line per second at most), not one line each. */
const LOG_EVERY_MS = 1000;

const state = new WeakMap<FastifyRequest, CacheState>();

/** The URL with its query parameters sorted, so their order does not make a different key. */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = [...new URLSearchParams(url.slice(q + 1))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${url.slice(0, q)}?${new URLSearchParams(params).toString()}` : url.slice(0, q);
}

const routeConfig = (request: FastifyRequest) => request.routeOptions.config as CacheRouteConfig;
const tagsOf = (request: FastifyRequest, of: CacheRouteConfig['cacheTags']) =>
  of?.(request as FastifyRequest & { params: Record<string, string> }) ?? null;

/**
 * The HTTP side of the read cache. Public GETs marked `@CacheTags` are answered from memory when
 * fresh (before Nest sees them), fetched once per key when not, and served stale for a while when
 * their service is down. Every public answer gets an ETag (304 on a match) and Cache-Control; a
 * write marked `@DropsTags` drops its tags here before it is answered, and the domain events drop
 * them on every replica.
 */
@Injectable()
export class HttpCacheService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadCache');
  readonly cache: ReadCache;
  private unfollow: (() => void) | null = null;
  private burst = { count: 0, dropped: 0, reasons: new Set<string>(), timer: null as NodeJS.Timeout | null };

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly events: EventBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.cache = new ReadCache({
      ttlMs: config.CACHE_TTL_MS,
      staleMs: config.CACHE_STALE_MS,
      maxBytes: config.CACHE_MAX_BYTES,
    });
    cacheSizeGauges(this.cache);
  }

  get enabled(): boolean {
    return this.config.CACHE_ENABLED;
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply) => this.onRequest(request, reply));
    fastify.addHook('onSend', async (request, reply, payload) => this.onSend(request, reply, payload));
    const release = (request: FastifyRequest) => Promise.resolve(state.get(request)?.lead?.done());
    fastify.addHook('onResponse', release);
    fastify.addHook('onRequestAbort', release);
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.unfollow = this.events.follow(
      tagEvents(
        (tags, reason) => this.drop(tags, reason),
        (tags) => this.cache.expire(tags),
      ),
      {
        onReconnect: () => {
          this.cache.clear();
          this.logger.log('NATS reconnected: dropped the whole read cache (events may have been missed)');
        },
        onError: (error) => this.logger.warn(`cache event not handled: ${String(error)}`),
      },
    );
  }

  onApplicationShutdown(): void {
    this.unfollow?.();
    if (this.burst.timer) clearTimeout(this.burst.timer);
  }

  /** Drops answers by tag, and logs the burst it belongs to. */
  drop(tags: string[], reason: string): void {
    const dropped = this.cache.invalidate(tags);
    const burst = this.burst;
    burst.count++;
    burst.dropped += dropped;
    burst.reasons.add(reason);
    burst.timer ??= setTimeout(() => {
      this.logger.log(
        `invalidated ${burst.dropped} cached answers in ${burst.count} invalidations (${[...burst.reasons].join(', ')})`,
      );
      this.burst = { count: 0, dropped: 0, reasons: new Set(), timer: null };
    }, LOG_EVERY_MS);
  }

  /** Resolves to the reply once it is sent when answered from the cache, which keeps the handler from running. */
  private async onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET') return undefined;
    const tags = tagsOf(request, routeConfig(request)?.cacheTags);
    if (!tags) return undefined;
    const entry: CacheState = { key: cacheKey(request.url), tags, lead: null, served: false };
    state.set(request, entry);
    if (!this.enabled) return undefined;
    let answer = this.cache.fresh(entry.key);
    if (!answer) {
      const pending = this.cache.pending(entry.key);
      if (pending) {
        await pending;
        answer = this.cache.fresh(entry.key);
      }
    }
    if (answer) {
      entry.served = true;
      cacheLookups.inc({ result: 'hit' });
      answer.onHit?.();
      void reply.code(200).headers(answer.headers);
      return reply.send(this.finish(request, reply, answer.body, answer.etag, 'HIT'));
    }
    entry.lead = this.cache.lead(entry.key);
    cacheLookups.inc({ result: 'miss' });
    return undefined;
  }

  private onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const config = routeConfig(request);
    if (config?.dropsTags && request.method !== 'GET' && reply.statusCode < 300) {
      const tags = tagsOf(request, config.dropsTags);
      if (tags) this.drop(tags, `${request.method} ${request.routeOptions.url}`);
    }
    const entry = state.get(request);
    if (!entry) {
      if (request.user && !reply.hasHeader('cache-control')) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (entry.served) return payload;
    if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const etag = etagOf(body);
      if (entry.lead) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        this.cache.store(entry.lead, { body, etag, headers, tags: entry.tags, onHit: request.cacheOnHit });
        entry.lead.done();
      }
      return this.finish(request, reply, body, etag, this.enabled ? 'MISS' : null);
    }
    if (reply.statusCode === 503 && this.enabled) {
      const stale = this.cache.stale(entry.key);
      entry.lead?.done();
      if (stale) {
        cacheLookups.inc({ result: 'stale' });
        stale.onHit?.();
        void reply.code(200).headers(stale.headers);
        return this.finish(request, reply, stale.body, stale.etag, 'STALE');
      }
    }
    entry.lead?.done();
    return payload;
  }

  /** Validators and caching headers of a public answer; a matching If-None-Match gets a bare 304. */
  private finish(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Buffer,
    etag: string,
    how: 'HIT' | 'MISS' | 'STALE' | null,
  ): Buffer | string {
    void reply
      .header('etag', etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', CDN_CACHE_CONTROL);
    if (how) void reply.header('x-cache', how);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return body;
  }
}
