import { lookup as dnsLookup } from 'node:dns/promises';
import { Errors, type ServiceErrorPayload } from '@site/contracts';
import { ServiceException } from '../service-exception';
import { classifyAddress, parseHost } from './addresses';
import { type AllowList, allowsAddress, allowsName } from './allow-list';

/** Every address a name resolves to, as `dns.lookup(name, { all: true })` answers. Tests inject their own. */
export type LookupAll = (name: string) => Promise<{ address: string; family: number }[]>;

/** Where one kind of outgoing connection may go. */
export interface OutgoingPolicy {
  /** The destination in Chinese, for messages: 'SMTP 服务器'. */
  readonly label: string;
  /** The environment variable of the allow-list, named in a refusal: 'SMTP_ALLOW_HOSTS'. */
  readonly allowVariable: string;
  readonly allow: AllowList;
  /** Resolves a name; `dns.lookup` (the system resolver, /etc/hosts included) unless a test injects one. */
  readonly lookup?: LookupAll;
  /** A name that does not resolve within this is refused as unresolvable (default 10 s). */
  readonly resolveTimeoutMs?: number;
}

/** A destination the guard let through: connect to `address`, and to nothing else. */
export interface AllowedTarget {
  /** The host as given (trimmed). */
  readonly host: string;
  /** The DNS name (ASCII, lower case) for TLS: SNI and the certificate check. Null when the host is an address. */
  readonly servername: string | null;
  /** The checked address to connect to: the first the resolver answered. */
  readonly address: string;
  readonly family: 4 | 6;
  /** Every address the name resolved to, all checked. */
  readonly addresses: readonly string[];
}

export type RefusalReason = 'invalid' | 'refused' | 'unresolvable';

/**
 * The guard's refusal, with its Chinese message (`Errors.outgoingHost…`); a service can throw it
 * on as it is (it is a ServiceException: a 400 that names the host).
 */
export class OutgoingRefusedError extends ServiceException {
  constructor(
    readonly reason: RefusalReason,
    payload: ServiceErrorPayload,
    /** The refused address and the range it is in (reason 'refused'). */
    readonly refused?: { address: string; range: string },
  ) {
    super(payload);
    this.name = 'OutgoingRefusedError';
  }
}

const DEFAULT_RESOLVE_TIMEOUT_MS = 10_000;
const systemLookup: LookupAll = (name) => dnsLookup(name, { all: true });

/**
 * The one check before any outgoing connection: resolves the host (every address of a name) and
 * refuses it unless each address is on the public internet or on the policy's allow-list. Address
 * spellings (127.1, 2130706433, 0x7f000001, [::1], ::ffff:127.0.0.1) are read as the address they
 * are. Connect to the answer's `address`, never to the host again: a second lookup could answer
 * something else (DNS rebinding).
 */
export async function resolveAllowed(host: string, policy: OutgoingPolicy): Promise<AllowedTarget> {
  const given = host.trim();
  const parsed = parseHost(given);
  if (!parsed) throw new OutgoingRefusedError('invalid', Errors.outgoingHostInvalid(policy.label, given));
  let addresses: string[];
  if (parsed.kind === 'address') {
    addresses = [parsed.address];
  } else {
    addresses = await resolveName(parsed.name, given, policy);
  }
  const classes = addresses.map(classifyAddress);
  const nameAllowed = parsed.kind === 'name' && allowsName(policy.allow, parsed.name);
  for (const { address, refusedAs } of classes) {
    if (refusedAs === null || nameAllowed || allowsAddress(policy.allow, address)) continue;
    throw new OutgoingRefusedError(
      'refused',
      Errors.outgoingHostRefused(policy.label, given, address, policy.allowVariable),
      { address, range: refusedAs },
    );
  }
  return {
    host: given,
    servername: parsed.kind === 'name' ? parsed.name : null,
    address: classes[0].address,
    family: classes[0].family,
    addresses: classes.map((c) => c.address),
  };
}

async function resolveName(name: string, given: string, policy: OutgoingPolicy): Promise<string[]> {
  const lookup = policy.lookup ?? systemLookup;
  const timeoutMs = policy.resolveTimeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), timeoutMs);
    timer.unref();
  });
  let answers: { address: string }[];
  try {
    answers = await Promise.race([lookup(name), timeout]);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new OutgoingRefusedError('unresolvable', Errors.outgoingHostUnresolvable(policy.label, given, String(code)));
  } finally {
    clearTimeout(timer);
  }
  // A resolver answers addresses; anything else (or nothing) is not something to connect to.
  const addresses = answers.map((a) => parseHost(a.address)).filter((a) => a?.kind === 'address');
  if (!addresses.length || addresses.length !== answers.length) {
    throw new OutgoingRefusedError('unresolvable', Errors.outgoingHostUnresolvable(policy.label, given, 'NODATA'));
  }
  return addresses.map((a) => (a as { address: string }).address);
}
