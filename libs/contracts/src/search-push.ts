import { z } from 'zod';

/** The search engines a page change is pushed to (docs/seo.md). */
export const SEARCH_ENGINES = ['baidu', 'indexnow'] as const;
export type SearchEngine = (typeof SEARCH_ENGINES)[number];
/** `update`: created or changed; `delete`: removed (only engines that accept removals get one). */
export const SEARCH_PUSH_ACTIONS = ['update', 'delete'] as const;
export type SearchPushAction = (typeof SEARCH_PUSH_ACTIONS)[number];
export const SEARCH_PUSH_STATES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type SearchPushState = (typeof SEARCH_PUSH_STATES)[number];

/** How many pushes the admin's 推送记录 shows. */
export const SEARCH_PUSH_LOG_SIZE = 50;

/** One push as the back office shows it (snake_case like every view). */
export const searchPushViewSchema = z.object({
  id: z.number(),
  engine: z.enum(SEARCH_ENGINES),
  action: z.enum(SEARCH_PUSH_ACTIONS),
  url: z.string(),
  state: z.enum(SEARCH_PUSH_STATES),
  attempts: z.number(),
  /** The engine's answer (sent) or why it was not sent (pending retry, skipped, failed). */
  result: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SearchPushView = z.infer<typeof searchPushViewSchema>;
export const searchPushLogSchema = z.array(searchPushViewSchema);

export const indexNowKeyReplySchema = z.object({ key: z.string().nullable() });
