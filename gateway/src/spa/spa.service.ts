import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';

/**
 * The built SPA: its folder and its two page templates in memory. index.html is the React app's
 * bare shell (the back office, the categories manager, the 500 page); public-page.html is the
 * template of the server-rendered public pages, which hydrate on preact/compat (its own build).
 */
@Injectable()
export class SpaService {
  readonly root: string;
  readonly indexHtml: Buffer | null;
  /** The public pages' template; index.html when that build is missing. */
  readonly publicHtml: Buffer | null;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.root = resolve(config.WEB_DIST);
    const index = resolve(this.root, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index) : null;
    const publicPage = resolve(this.root, PUBLIC_TEMPLATE);
    this.publicHtml = existsSync(publicPage) ? readFileSync(publicPage) : this.indexHtml;
    if (!this.indexHtml) new Logger(SpaService.name).warn(`no SPA build at ${this.root}; only /api is served`);
  }
}

/** The public pages' template, beside index.html in the build (a template, never served as a file). */
export const PUBLIC_TEMPLATE = 'public-page.html';
