import { Injectable } from '@nestjs/common';
import type { PushRequest } from './push-requests';

/** Every push gives up after this (the attempt then counts as failed and is retried later). */
const TIMEOUT_MS = 15_000;

/** Sends one push over HTTP; answers the status and the start of the body. */
@Injectable()
export class PushSender {
  async send(request: PushRequest): Promise<{ status: number; body: string }> {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.text()).slice(0, 1000);
    return { status: response.status, body };
  }
}
