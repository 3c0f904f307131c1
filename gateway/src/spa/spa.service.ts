import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';

/** The built SPA: its folder, and index.html kept in memory (the template of every page). */
@Injectable()
export class SpaService {
  readonly root: string;
  readonly indexHtml: Buffer | null;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.root = resolve(config.WEB_DIST);
    const index = resolve(this.root, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index) : null;
    if (!this.indexHtml) new Logger(SpaService.name).warn(`no SPA build at ${this.root}; only /api is served`);
  }
}
