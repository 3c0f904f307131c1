import type { ProofChallenge } from '@site/contracts';
import { api } from '../../../lib/api-client';
import { solveProof } from '../../../lib/proof-of-work';

/** The login captcha: a fresh proof-of-work challenge (each answers once), solved in the browser. */
export async function solveLoginCaptcha(): Promise<string> {
  return solveProof(await api.get<ProofChallenge>('/api/captcha'));
}
