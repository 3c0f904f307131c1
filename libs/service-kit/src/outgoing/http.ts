import type { Agent, buildConnector, RequestInit, Response } from 'undici';
import { type OutgoingPolicy, resolveAllowed } from './resolve';

/**
 * undici is loaded on first use, not at start-up: it takes a few hundred milliseconds to load,
 * and most services never send an HTTP request.
 */
const undici = () => import('undici');

/**
 * A connector (undici's `connect` option) that lets each new connection go only where the guard
 * allows: it resolves the host itself and connects to the checked address, with the host name
 * kept for TLS (SNI and the certificate check) and in the Host header. Every connection passes
 * it, including redirects and new sockets of a keep-alive pool. `base` opens the socket
 * (undici's own connector; tests pass one that records what it is asked).
 */
export function guardedConnector(policy: OutgoingPolicy, base: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    resolveAllowed(options.hostname, policy).then(
      (target) =>
        base(
          {
            ...options,
            hostname: target.address,
            servername: options.servername || (target.servername ?? undefined),
          },
          callback,
        ),
      (error: Error) => callback(error, null),
    );
  };
}

export interface GuardedAgentOptions {
  /** How long a connection attempt may take once the address is known (default 10 s). */
  connectTimeoutMs?: number;
}

/** An undici dispatcher whose every connection passes the guard: pass it as `dispatcher` to undici's fetch. */
export async function guardedAgent(policy: OutgoingPolicy, options: GuardedAgentOptions = {}): Promise<Agent> {
  const { Agent, buildConnector } = await undici();
  const base = buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 });
  return new Agent({ connect: guardedConnector(policy, base) });
}

const agents = new WeakMap<OutgoingPolicy, Promise<Agent>>();

/**
 * fetch (undici's) through the guard: a refused host rejects with `OutgoingRefusedError` (as the
 * `cause` of fetch's "fetch failed" TypeError, like any connection error) before any connection
 * is opened. One keep-alive pool per policy.
 */
export async function guardedFetch(url: string | URL, init: RequestInit, policy: OutgoingPolicy): Promise<Response> {
  let agent = agents.get(policy);
  if (!agent) {
    agent = guardedAgent(policy);
    agents.set(policy, agent);
  }
  const { fetch } = await undici();
  return fetch(url, { ...init, dispatcher: await agent });
}
