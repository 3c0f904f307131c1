import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventBus, natsAuthOptions, RpcClient } from '@site/service-kit/dist/client';
import { connect, type NatsConnection } from 'nats';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

@Injectable()
class NatsCloser implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => undefined);
  }
}

/** One NATS connection for the gateway; it reconnects forever, so NATS restarts need no gateway restart. */
@Global()
@Module({
  providers: [
    {
      provide: NATS_CONNECTION,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        connect({
          servers: config.NATS_URL,
          name: 'gateway',
          ...natsAuthOptions(config),
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          // Our errors say which call failed; a stack trace captured per request is pure cost.
          noAsyncTraces: true,
        }),
    },
    {
      provide: RpcClient,
      inject: [NATS_CONNECTION, GATEWAY_CONFIG],
      useFactory: (nc: NatsConnection, config: GatewayConfig) =>
        new RpcClient(nc, {
          prefix: config.NATS_PREFIX,
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          checkReplies: config.RPC_CHECK_REPLIES,
        }),
    },
    {
      provide: EventBus,
      inject: [NATS_CONNECTION, GATEWAY_CONFIG],
      useFactory: (nc: NatsConnection, config: GatewayConfig) => new EventBus(nc, config.NATS_PREFIX),
    },
    NatsCloser,
  ],
  exports: [NATS_CONNECTION, RpcClient, EventBus],
})
export class NatsModule {}
