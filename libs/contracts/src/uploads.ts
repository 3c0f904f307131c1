import { z } from 'zod';

// The URL rules without zod, so the public pages can import them alone (@site/contracts/upload-urls).
export * from './upload-urls';

/**
 * What `/api/upload` and `/api/upload/qrcode` answer: the master's URL, pixel size and bytes, and its
 * media library record. `existing`: the same file was in the library already, and this is that one
 * (no copy was kept). `media_id` is null only when the library could not be reached (recorded later).
 */
export const uploadAnswerSchema = z.object({
  url: z.string(),
  /** Of one frame, for animated pictures. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  media_id: z.number().int().positive().nullable(),
  existing: z.boolean(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
