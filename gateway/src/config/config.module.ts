import { Global, Module } from '@nestjs/common';
import type { GatewayConfig } from './gateway-config';

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** The configuration validated once in main.ts, shared with every module. */
@Global()
@Module({})
export class GatewayConfigModule {
  static forRoot(config: GatewayConfig) {
    return {
      module: GatewayConfigModule,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}
