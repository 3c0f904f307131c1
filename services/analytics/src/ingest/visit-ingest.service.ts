import { Inject, Injectable } from '@nestjs/common';
import { visitLoggedSchema, type VisitLoggedEvent } from '@site/contracts';
import { isDataError, writeIsolating } from '@site/service-kit';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { Calendar } from './calendar';
import type { EnrichedVisit } from './enriched-visit';
import { pageLocaleOf, pagePathOf } from './page-path';
import { SaltsRepository } from './salts.repository';
import { classifySource } from './traffic-source';
import { type AgentOf, parseAgent } from './user-agent';
import { visitorHash } from './visitor-hash';
import { VisitsRepository } from './visits.repository';

/** A browser clock this far ahead of the gateway's is a forgery or broken: the event is dropped. */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** A browser clock this far behind is not trusted either: the gateway's time is used. */
const MAX_PAST_SKEW_MS = 24 * 60 * 60 * 1000;
const AGENT_CACHE_SIZE = 2000;

/**
 * Why a visit is not in the figures: `invalid` and `future_timestamp` (checked here),
 * `unwritable` (the database refused it; kept in dead_visits), `max_deliver` (its stream message
 * failed too often; kept in dead_visits), `rate_limited` (over its address's limit at the gateway).
 */
export type DropReason = 'invalid' | 'future_timestamp' | 'unwritable' | 'max_deliver' | 'rate_limited';
export const DROP_REASONS: readonly DropReason[] = [
  'invalid',
  'future_timestamp',
  'unwritable',
  'max_deliver',
  'rate_limited',
];

export interface IngestResult {
  stored: number;
  duplicates: number;
  dropped: Map<DropReason, number>;
}

@Injectable()
export class VisitIngestService {
  private readonly calendar: Calendar;
  private readonly agents = new Map<string, AgentOf>();
  private salts = new Map<string, Promise<Buffer | null>>();
  private saltsToday = '';

  constructor(
    private readonly visits: VisitsRepository,
    private readonly saltStore: SaltsRepository,
    @Inject(ANALYTICS_CONFIG) config: AnalyticsConfig,
  ) {
    this.calendar = new Calendar(config.ANALYTICS_TIME_ZONE);
  }

  get timeZone(): string {
    return this.calendar.timeZone;
  }

  /**
   * Checks, enriches and stores a batch of events in one transaction. Bad events are dropped and
   * counted, never thrown. When the database refuses the batch because of its data, the batch is
   * bisected: the good visits are stored and the refused ones set aside (dead_visits) and counted
   * as `unwritable`, so one visit never holds back the others. Any other database failure throws,
   * and the caller redelivers the whole batch. `alsoDropped` adds counts the gateway sent along.
   */
  async ingest(
    events: readonly unknown[],
    now = new Date(),
    alsoDropped: ReadonlyMap<DropReason, number> = new Map(),
  ): Promise<IngestResult> {
    const dropped = new Map<DropReason, number>(alsoDropped);
    const count = (reason: DropReason, n = 1) => dropped.set(reason, (dropped.get(reason) ?? 0) + n);
    const accepted: VisitLoggedEvent[] = [];
    for (const raw of events) {
      const reason = this.check(raw, now);
      if (typeof reason === 'string') count(reason);
      else accepted.push(reason);
    }
    const enriched = await Promise.all(accepted.map((event) => this.enrich(event, now)));
    const { written, refused } = await writeIsolating(enriched, (part) => this.visits.write(part), isDataError);
    if (refused.length) {
      await this.visits.setAside(
        refused.map(({ item, error }) => ({
          reason: 'unwritable',
          error: error instanceof Error ? error.message : String(error),
          payload: accepted.find((e) => e.id === item.id) ?? item,
        })),
      );
      count('unwritable', refused.length);
    }
    if (dropped.size) await this.visits.countDropped(this.calendar.today(now), dropped);
    return { stored: written, duplicates: enriched.length - refused.length - written, dropped };
  }

  /** A stream message the server gave up on: kept in dead_visits, its visits counted as `max_deliver`. */
  async setAsideMessage(payload: string, visits: number, deliveries: number, now = new Date()): Promise<void> {
    await this.visits.setAside([{ reason: 'max_deliver', error: `delivered ${deliveries} times`, payload }]);
    await this.visits.countDropped(this.calendar.today(now), new Map([['max_deliver', Math.max(1, visits)]]));
  }

  private check(raw: unknown, now: Date): VisitLoggedEvent | DropReason {
    const parsed = visitLoggedSchema.safeParse(raw);
    if (!parsed.success) return 'invalid';
    const event = parsed.data;
    const limit = now.getTime() + MAX_FUTURE_SKEW_MS;
    if (Date.parse(event.timestamp) > limit || Date.parse(event.received_at) > limit) return 'future_timestamp';
    return event;
  }

  /** `withVisitor` false leaves the visitor hash out (the demo seed makes its own). */
  async enrich(event: VisitLoggedEvent, now = new Date(), withVisitor = true): Promise<EnrichedVisit> {
    const receivedAt = new Date(event.received_at);
    let visitedAt = new Date(event.timestamp);
    if (receivedAt.getTime() - visitedAt.getTime() > MAX_PAST_SKEW_MS) visitedAt = receivedAt;
    const day = this.calendar.dayOf(visitedAt);
    const agent = this.agentOf(event.user_agent);
    const source = classifySource(event.referer, event.user_agent, event.host ?? null);
    const salt = agent.isBot || !withVisitor ? null : await this.saltFor(day, now);
    const pagePath = pagePathOf(event.page_url);
    return {
      id: event.id,
      pageUrl: event.page_url,
      pagePath,
      locale: pageLocaleOf(pagePath),
      referer: event.referer,
      userAgent: event.user_agent,
      host: event.host ?? null,
      visitedAt,
      receivedAt,
      day,
      source: source.source,
      sourceName: source.name,
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      isBot: agent.isBot,
      visitorHash: salt ? visitorHash(salt, event.ip, event.user_agent) : null,
    };
  }

  /** Browsers repeat a handful of agents; parsing each once keeps the consumer cheap at high rates. */
  private agentOf(userAgent: string | null): AgentOf {
    const key = userAgent ?? '';
    let agent = this.agents.get(key);
    if (!agent) {
      if (this.agents.size >= AGENT_CACHE_SIZE) this.agents.clear();
      agent = parseAgent(userAgent);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Today's (or a later day's) salt is made when missing; an ended day's salt may already be gone. */
  private saltFor(day: string, now: Date): Promise<Buffer | null> {
    const today = this.calendar.today(now);
    if (today !== this.saltsToday) {
      this.salts = new Map();
      this.saltsToday = today;
    }
    // A late visit of an ended day asks the database each time: once the salt is deleted, no copy lives on here.
    if (day < today) return this.saltStore.find(day);
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.saltStore.getOrCreate(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }
}
