import { z } from 'zod';
import { text } from './text';

/**
 * Before the gateway removes an uploaded file whose last known user went away (a deleted product
 * image, a replaced news cover…), it asks every service that may reference uploads whether one
 * still does. Each answers, of the URLs asked about, those it still uses; the file stays when
 * any service uses it or cannot say.
 */
export const MAX_FILE_USAGE_URLS = 100;

export const fileUsageQuerySchema = z.object({
  urls: z.array(text('文件地址').max(500)).max(MAX_FILE_USAGE_URLS),
});
export type FileUsageQuery = z.infer<typeof fileUsageQuerySchema>;

export const fileUsageReplySchema = z.strictObject({
  /** The URLs (of those asked about) still referenced. */
  used: z.array(z.string()),
});
export type FileUsageReply = z.infer<typeof fileUsageReplySchema>;
