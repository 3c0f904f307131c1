import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// One CSP nonce per request, created on first use: the server-rendered page stamps it on its inline
// scripts and the security-headers hook puts the same value in the Content-Security-Policy.
const nonces = new WeakMap<FastifyRequest, string>();

export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** The nonce of this request if its answer used one (a rendered page), else undefined. */
export const issuedNonce = (request: FastifyRequest): string | undefined => nonces.get(request);
