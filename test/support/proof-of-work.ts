import type { ContactFormTokenReply, ProofChallenge } from '@site/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a proof-of-work challenge as the browser does, and encodes the answer the API expects. */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof-of-work challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * What the contact form sends beside the visitor's fields: the form token and the solved proof of
 * work of the challenge that came with it. The form token's minimum fill time is the caller's to wait.
 */
export async function contactFormFields(baseUrl: string): Promise<{ formToken: string; proof: string }> {
  const res = await fetch(`${baseUrl}/api/contacts/form-token`);
  if (res.status !== 200) throw new Error(`form-token answered ${res.status}`);
  const body = (await res.json()) as ContactFormTokenReply;
  return { formToken: body.token, proof: await solveProof(body.challenge) };
}
