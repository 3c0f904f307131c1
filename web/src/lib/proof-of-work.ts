import type { ProofChallenge } from '@site/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves a server's proof-of-work challenge in the browser (Web Crypto, about a second) and
 * answers what the server expects back: the base64 of `{ challenge, solution }`.
 */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('人机验证超时，请重试');
  return btoa(JSON.stringify({ challenge, solution }));
}
