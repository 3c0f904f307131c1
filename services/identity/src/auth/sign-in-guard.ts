import { Injectable } from '@nestjs/common';
import { Errors, normalizeUsername } from '@site/contracts';
import { clientKey, ServiceException } from '@site/service-kit';
import { SettingsService } from '../settings/settings.service';
import { verifyPassword } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { GateRefusal, HashGate } from './hash-gate';
import { LoginThrottlesRepository, type ThrottleKey, type ThrottleScope } from './login-throttles.repository';
import { TrustedDevicesRepository } from './trusted-devices.repository';
import { UsualAddressesRepository } from './usual-addresses.repository';

export type HashLane = 'trusted' | 'open';

/** One password check: who, from where, and how long its caller waits at most. */
export interface PasswordAttempt {
  /** The client address as the gateway saw it. */
  ip: string | null;
  /** The username as typed; unknown ones are counted exactly like existing ones. */
  username: string;
  /** The hash of a trusted-device cookie of this account: its own counter replaces the others. */
  deviceHash: string | null;
  /** A signed-in user's own check (their session) or a trusted device: not behind the flood. */
  lane: HashLane;
  /** The `loginAttempts` security setting. */
  loginAttempts: number;
  /** How long the caller waits for the answer; queued work past it is dropped. */
  waitMs: number;
}

/**
 * Growing blocks per scope: the first block lasts `baseSeconds`, each next one twice as long, up to
 * `maxSeconds`. Nobody can lock anyone out for long: a block binds its own scope only.
 */
const BLOCKS: Record<ThrottleScope, { baseSeconds: number; maxSeconds: number }> = {
  pair: { baseSeconds: 60, maxSeconds: 15 * 60 },
  account: { baseSeconds: 60, maxSeconds: 15 * 60 },
  address: { baseSeconds: 60, maxSeconds: 60 * 60 },
  device: { baseSeconds: 0, maxSeconds: 0 },
};

/**
 * Hashes at once and waiting, per lane; past the queue an attempt is refused at once. One hash
 * takes about half a second of a core, so a short queue is already a second or two of waiting.
 */
const LANES = { trusted: { concurrency: 1, queue: 8 }, open: { concurrency: 1, queue: 2 } };
/** Queued work is dropped once this share of the caller's patience is gone: it answers 429, not a timeout. */
const PATIENCE = 0.6;

const waitText = (seconds: number) => (seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`);
const throttled = (seconds: number) =>
  new ServiceException({ ...Errors.loginThrottled(waitText(seconds)), retryAfter: seconds });
const busy = () => new ServiceException({ ...Errors.loginBusy(), retryAfter: 2 });

/**
 * Every password check (sign-in, own password change, two-factor disable) goes through here.
 * Before the hash runs: the hash queue (a full one answers 429 at once, no database work), then
 * failure counters with growing blocks per (address, account) pair (`loginAttempts` failures),
 * per account (ten times that, from all addresses) and per address (all accounts). A trusted
 * device of the account has its own counter instead, so a flood or a lockout aimed at the
 * account does not keep out its owner; `loginAttempts` failures end the device's trust. An address
 * the account signed in from lately (a usual address) is counted only by its own pair and address
 * counters, not the account-wide one that strangers elsewhere push up. It shares the open hash lane:
 * during a flood only a trusted device skips the queue.
 */
@Injectable()
export class SignInGuard {
  private readonly gate = new HashGate<HashLane>(LANES);

  constructor(
    private readonly throttles: LoginThrottlesRepository,
    private readonly devices: TrustedDevicesRepository,
    private readonly usualAddresses: UsualAddressesRepository,
    private readonly users: UsersRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * A signed-in user's own password, asked again before a sensitive change: counted like a
   * sign-in of the account from that address, so a stolen session cannot guess it.
   */
  async checkOwnPassword(user: { username: string; passwordHash: string }, password: string, ip: string | null) {
    const { loginAttempts } = await this.settings.getTab('security');
    return this.check(
      { ip, username: user.username, deviceHash: null, lane: 'trusted', loginAttempts, waitMs: 5000 },
      () => verifyPassword(password, user.passwordHash),
    );
  }

  /**
   * Runs `verify` (true when the secret was right) under the limits. A full queue answers 429 at
   * once, before any database work; a place in the queue covers the counting and the hash.
   */
  async check(attempt: PasswordAttempt, verify: () => Promise<boolean>): Promise<boolean> {
    if (this.gate.isFull(attempt.lane)) throw busy();
    try {
      return await this.gate.run(attempt.lane, Date.now() + attempt.waitMs * PATIENCE, async () => {
        const keys = await this.admit(attempt);
        const ok = await verify();
        if (ok) await this.throttles.succeeded(keys);
        return ok;
      });
    } catch (error) {
      if (error instanceof GateRefusal) throw busy();
      throw error;
    }
  }

  /** Counts the attempt on its keys; throws 429 when one of them is blocked. Answers the keys counted. */
  private async admit(attempt: PasswordAttempt): Promise<ThrottleKey[]> {
    if (attempt.deviceHash) {
      const device: ThrottleKey = { scope: 'device', key: attempt.deviceHash, limit: attempt.loginAttempts };
      const [state] = await this.throttles.reserve([device]);
      if (state.failures <= device.limit) return [device];
      await this.devices.remove(attempt.deviceHash);
      return this.admit({ ...attempt, deviceHash: null });
    }
    const address = clientKey(attempt.ip);
    const account = normalizeUsername(attempt.username);
    const usual = await this.usualAddresses.isUsual(address, account);
    const keys: ThrottleKey[] = [
      { scope: 'pair', key: `${address}|${account}`, limit: attempt.loginAttempts },
      ...(usual ? [] : [{ scope: 'account' as const, key: account, limit: Math.max(20, attempt.loginAttempts * 10) }]),
      { scope: 'address', key: address, limit: Math.max(30, attempt.loginAttempts * 10) },
    ];
    const now = Date.now();
    let waitSeconds = 0;
    for (const state of await this.throttles.reserve(keys)) {
      let until = state.blockedUntil;
      if ((!until || until.getTime() <= now) && state.failures > keys.find((k) => k.scope === state.scope)!.limit) {
        const rule = BLOCKS[state.scope];
        until = await this.throttles.block(
          state.scope,
          state.key,
          Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** state.blocks),
        );
        if (state.scope === 'account') await this.users.setLockedUntil(account, until);
      }
      if (until && until.getTime() > now)
        waitSeconds = Math.max(waitSeconds, Math.ceil((until.getTime() - now) / 1000));
    }
    if (waitSeconds > 0) throw throttled(waitSeconds);
    return keys;
  }
}
