import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { VisitLoggedEvent } from '@site/contracts';
import { ensureVisitStream, visitSubject } from '@site/service-kit';
import { type JetStreamClient, JSONCodec, type NatsConnection } from 'nats';
import { ApiError } from '../common/api-error';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { NATS_CONNECTION } from '../nats/nats.module';

const PUBLISH_TIMEOUT_MS = 2000;
const codec = JSONCodec<VisitLoggedEvent>();

/**
 * Puts visits on the durable JetStream stream. A visit is answered 202 only once the stream has
 * stored it, so analytics being down, restarting or slow loses nothing.
 */
@Injectable()
export class VisitPublisher implements OnModuleInit {
  private readonly logger = new Logger(VisitPublisher.name);
  private readonly subject: string;
  private readonly js: JetStreamClient;
  private ready: Promise<void> | null = null;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.subject = visitSubject(config.NATS_PREFIX);
    this.js = nc.jetstream();
  }

  onModuleInit(): void {
    // Not awaited: the gateway serves everything else even when JetStream is not up yet.
    void this.ensureStream().catch(() => undefined);
  }

  async publish(event: VisitLoggedEvent): Promise<void> {
    try {
      await this.ensureStream();
      await this.js.publish(this.subject, codec.encode(event), { msgID: event.id, timeout: PUBLISH_TIMEOUT_MS });
    } catch (error) {
      this.logger.error(`visit not stored in the stream: ${error instanceof Error ? error.message : String(error)}`);
      this.ready = null;
      throw new ApiError(503, '访问记录暂时无法保存，请稍后重试');
    }
  }

  private ensureStream(): Promise<void> {
    this.ready ??= (async () => {
      const jsm = await this.nc.jetstreamManager({ timeout: PUBLISH_TIMEOUT_MS });
      await ensureVisitStream(jsm, this.config.NATS_PREFIX);
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }
}
