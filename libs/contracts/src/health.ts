import { z } from 'zod';
import { defineRpc, emptyRequest } from './rpc';
import type { ServiceName } from './services';

export const healthReplySchema = z.strictObject({
  service: z.string(),
  status: z.enum(['ok', 'degraded']),
  database: z.strictObject({ up: z.boolean(), latencyMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

/** Each service answers its health check on `<service>.health.check`. */
export const healthRpc = (service: ServiceName) =>
  defineRpc({ subject: `${service}.health.check`, request: emptyRequest, reply: healthReplySchema });
