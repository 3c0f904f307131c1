import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SpaService } from './spa.service';

/** Built assets: hashed files under /assets are immutable; the rest must be revalidated. */
export async function registerSpa(app: NestFastifyApplication): Promise<void> {
  const spa = app.get(SpaService);
  if (!spa.indexHtml) return;
  await app.register(fastifyStatic, {
    root: spa.root,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders: (res, path) => {
      const immutable = /[\\/]assets[\\/]/.test(path);
      void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
