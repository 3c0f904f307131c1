// altcha-lib types its subpaths only through package "exports", which the server code's
// module resolution (node10, CommonJS) does not read; these are the parts we call.
declare module 'altcha-lib' {
  import type { ProofChallenge } from '@site/contracts';
  interface DeriveKeyResult {
    derivedKey: Uint8Array;
  }
  type DeriveKey = (parameters: unknown, salt: Uint8Array, password: Uint8Array) => Promise<DeriveKeyResult>;
  export function createChallenge(options: {
    algorithm: string;
    cost: number;
    counter: number;
    deriveKey: DeriveKey;
    expiresAt: Date;
    hmacSignatureSecret: string;
    hmacKeySignatureSecret: string;
  }): Promise<ProofChallenge>;
  export function verifySolution(options: {
    challenge: ProofChallenge;
    solution: unknown;
    deriveKey: DeriveKey;
    hmacSignatureSecret: string;
    hmacKeySignatureSecret: string;
  }): Promise<{ verified: boolean; expired: boolean }>;
  /** What a browser does (the tests solve challenges the same way). */
  export function solveChallenge(options: {
    challenge: ProofChallenge;
    deriveKey: DeriveKey;
  }): Promise<{ counter: number; derivedKey: string } | null>;
}

declare module 'altcha-lib/algorithms/sha' {
  export function deriveKey(
    parameters: unknown,
    salt: Uint8Array,
    password: Uint8Array,
  ): Promise<{ derivedKey: Uint8Array }>;
}
