import { Inject, Injectable } from '@nestjs/common';
import { guardedFetch, type OutgoingPolicy } from '@site/service-kit';
import { SEARCH_PUSH_POLICY } from '../outgoing-policies';
import type { PushRequest } from './push-requests';

/** Every push gives up after this (the attempt then counts as failed and is retried later). */
const TIMEOUT_MS = 15_000;

/**
 * Sends one push over HTTP; answers the status and the start of the body. The connection passes
 * the outgoing-request guard (public addresses, or SEARCH_PUSH_ALLOW_HOSTS): a refused engine
 * rejects with fetch's TypeError whose cause is an OutgoingRefusedError, before connecting.
 */
@Injectable()
export class PushSender {
  constructor(@Inject(SEARCH_PUSH_POLICY) private readonly policy: OutgoingPolicy) {}

  async send(request: PushRequest): Promise<{ status: number; body: string }> {
    const response = await guardedFetch(
      request.url,
      {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      this.policy,
    );
    const body = (await response.text()).slice(0, 1000);
    return { status: response.status, body };
  }
}
