import { Global, Module } from '@nestjs/common';
import { HttpCacheService } from './http-cache.service';

/** The read cache of public answers; its service also serves the health figures. */
@Global()
@Module({ providers: [HttpCacheService], exports: [HttpCacheService] })
export class CacheModule {}
