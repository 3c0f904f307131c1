import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProofChallenge } from '@site/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DataSource } from 'typeorm';
import { ServiceSecrets } from './service-secrets';

export interface ProofOfWorkRules {
  /** The answer is a counter up to this (half of it is tried on average): the work asked of a browser. */
  maxCounter: number;
  lifetimeMs: number;
}

/** A new challenge signed with `secret` (only the server that made it can check it). */
export function createProofChallenge(secret: string, rules: ProofOfWorkRules): Promise<ProofChallenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.ceil(rules.maxCounter / 2), rules.maxCounter + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + rules.lifetimeMs),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
}

/**
 * Checks a solved challenge: ours (signature), not expired, and solved. Answers the challenge's
 * signature and expiry, for the caller to spend once (a proof must not be replayed), or null.
 */
export async function verifyProof(secret: string, proof: string | undefined): Promise<ValidProof | null> {
  if (!proof) return null;
  let decoded: { challenge?: ProofChallenge; solution?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as typeof decoded;
  } catch {
    return null;
  }
  const challenge = decoded?.challenge;
  if (typeof challenge !== 'object' || challenge === null || typeof challenge.signature !== 'string') return null;
  if (typeof challenge.parameters?.expiresAt !== 'number') return null;
  try {
    const result = await verifySolution({
      challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  return { signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) };
}

/** A verified proof, to be spent once. */
export interface ValidProof {
  signature: string;
  expiresAt: Date;
}

/** Anything that runs SQL: the data source, or a transaction's entity manager. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Records a proof as spent in the service's `spent_challenges` table: true the first time, false
 * when its challenge was answered before. Inside a transaction, a rollback leaves it unspent.
 */
export async function spendProof(db: SqlRunner, proof: ValidProof): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature`,
    [proof.signature, proof.expiresAt],
  );
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as unknown[];
  return rows.length > 0;
}

/**
 * Challenges signed with a key of the service's own (`ServiceSecrets`), each answerable once: a
 * spent challenge is kept in the service's `spent_challenges` table until it expires.
 */
@Injectable()
export class ProofOfWork {
  private checks = 0;

  constructor(
    private readonly secrets: ServiceSecrets,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  challenge(purpose: string, rules: ProofOfWorkRules): Promise<ProofChallenge> {
    return createProofChallenge(this.secretFor(purpose), rules);
  }

  /** True when `proof` solves a challenge made for `purpose` that was not used before (it is spent now). */
  async check(purpose: string, proof: string | undefined): Promise<boolean> {
    const valid = await this.verify(purpose, proof);
    return valid !== null && (await spendProof(this.dataSource, valid));
  }

  /**
   * Checks `proof` without spending it (the caller spends it with `spendProof`, e.g. in the
   * transaction of what it pays for), and now and then drops expired spent challenges.
   */
  async verify(purpose: string, proof: string | undefined): Promise<ValidProof | null> {
    const valid = await verifyProof(this.secretFor(purpose), proof);
    if (valid && ++this.checks % 200 === 0) {
      void this.dataSource.query('DELETE FROM spent_challenges WHERE expires_at < now()').catch(() => undefined);
    }
    return valid;
  }

  private secretFor(purpose: string): string {
    return this.secrets.key(`proof-of-work:${purpose}`).toString('hex');
  }
}
