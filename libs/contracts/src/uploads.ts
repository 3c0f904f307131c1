import { z } from 'zod';

// The URL rules without zod, so the public pages can import them alone (@site/contracts/upload-urls).
export * from './upload-urls';

/** What `/api/upload` and `/api/upload/qrcode` answer: the master's URL, pixel size and bytes. */
export const uploadAnswerSchema = z.object({
  url: z.string(),
  /** Of one frame, for animated pictures. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
