import type { ProofChallenge } from '@site/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { getFormToken } from '../api/submit-contact';
import { isTokenFresh } from '../utils/contact-form';

export interface FormToken {
  token: string;
  /** Date.now() when it arrived: the minimum fill time counts from the server issuing it. */
  receivedAt: number;
  /**
   * The token's proof-of-work answer: the solving starts on the first call (the visitor's first
   * keystroke, `warmUp`), not on load, where seconds of hashing on a phone would hold up the page.
   */
  proof: () => Promise<string>;
}

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/** Solved once the page is idle; the solver (and altcha-lib) loads only then, off the first paint. */
async function solveWhenIdle(challenge: ProofChallenge): Promise<string> {
  await whenIdle();
  const { solveProof } = await import('../../../lib/proof-of-work');
  return solveProof(challenge);
}

/**
 * The contact form's token and its proof of work: asked for when the form mounts, asked for
 * again when it is missing (the first request failed), old, refused by the server, or used.
 */
export function useFormToken() {
  const current = useRef<Promise<FormToken> | null>(null);

  const renew = useCallback((): Promise<FormToken> => {
    const request = getFormToken().then(({ token, challenge }) => {
      let solving: Promise<string> | null = null;
      const proof = () => {
        if (!solving) {
          solving = solveWhenIdle(challenge);
          // Awaited on submit; a failure there renews the token.
          solving.catch(() => undefined);
        }
        return solving;
      };
      return { token, receivedAt: Date.now(), proof };
    });
    current.current = request;
    // A failed request is asked again on submit; nobody waits for this one yet.
    request.catch(() => {
      if (current.current === request) current.current = null;
    });
    return request;
  }, []);

  useEffect(() => {
    void renew().catch(() => undefined);
  }, [renew]);

  const ensure = useCallback(async (): Promise<FormToken> => {
    const held = await (current.current ?? Promise.resolve(null)).catch(() => null);
    return held && isTokenFresh(held.receivedAt, Date.now()) ? held : renew();
  }, [renew]);

  /** The visitor started filling the form in: solve the current token's proof meanwhile. */
  const warmUp = useCallback(() => {
    void current.current?.then((held) => held.proof()).catch(() => undefined);
  }, []);

  return { ensure, renew, warmUp };
}
