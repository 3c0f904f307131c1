import { useCallback, useEffect, useRef } from 'react';
import { getFormToken } from '../api/submit-contact';
import { isTokenFresh } from '../utils/contact-form';

export interface FormToken {
  token: string;
  /** Date.now() when it arrived: the minimum fill time counts from the server issuing it. */
  receivedAt: number;
}

/**
 * The contact form's token: asked for when the form mounts, asked for again when it is missing
 * (the first request failed), old, or refused by the server.
 */
export function useFormToken() {
  const current = useRef<Promise<FormToken> | null>(null);

  const renew = useCallback((): Promise<FormToken> => {
    const request = getFormToken().then((token) => ({ token, receivedAt: Date.now() }));
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

  return { ensure, renew };
}
