import { z } from 'zod';
import { text } from './text';

/**
 * A proof-of-work challenge (ALTCHA v2, SHA-256): the browser finds the counter whose key starts
 * with `keyPrefix` and sends back `proof`, the base64 of `{ challenge, solution }`. It needs no
 * third party and no user action; each challenge answers once and expires.
 */
export const proofChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

/** The solved challenge as sent in a form (base64 JSON, a few hundred bytes). */
export const proofField = text('人机验证').max(4000, '人机验证无效，请刷新页面后重试');
