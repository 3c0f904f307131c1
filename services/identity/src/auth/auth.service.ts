import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  Errors,
  IdentityEvents,
  USER_STATUS_LABELS,
  type LoginContext,
  type LoginInput,
  type LoginResult,
  type SessionUser,
} from '@site/contracts';
import { clientKey, EventBus, ServiceException } from '@site/service-kit';
import { AuditService } from '../audit/audit.service';
import { newBrowserNotice, twoFactorNotice } from '../mail/account-notices';
import { tokenShaped } from '../password-reset/reset-tokens';
import { SettingsService } from '../settings/settings.service';
import { PasswordHasher, verifyPassword } from '../users/password-hasher';
import type { UserEntity } from '../users/user.entity';
import { toSessionUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import { CaptchaService } from './captcha.service';
import { KnownBrowsersRepository } from './known-browsers.repository';
import { SignInGuard } from './sign-in-guard';
import { TrustedDevicesRepository } from './trusted-devices.repository';
import { UsualAddressesRepository } from './usual-addresses.repository';
import { SessionsRepository } from './sessions.repository';
import { checkTotp, enrolmentQr, newTotpSecret } from './two-factor';

/** A browser session (no remember-me) ends after this even when used all along. */
const SESSION_LIFETIME_MINUTES = 12 * 60;
/** Remember-me: kept across browser restarts for this long, and while used at least this often. */
export const REMEMBER_DAYS = 30;
const REMEMBER_MINUTES = REMEMBER_DAYS * 24 * 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The gateway waits at most this long by default (its NATS request timeout). */
const DEFAULT_WAIT_MS = 5000;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly settings: SettingsService,
    private readonly captcha: CaptchaService,
    private readonly audit: AuditService,
    private readonly guard: SignInGuard,
    private readonly devices: TrustedDevicesRepository,
    private readonly hasher: PasswordHasher,
    private readonly usualAddresses: UsualAddressesRepository,
    private readonly events: EventBus,
    private readonly browsers: KnownBrowsersRepository,
  ) {}

  async loginOptions(): Promise<{ captchaRequired: boolean }> {
    return { captchaRequired: (await this.settings.getTab('security')).enableCaptcha };
  }

  /**
   * Signs in. The limits of SignInGuard apply before the password is hashed; unknown usernames
   * get the same answers, the same work and the same counting as existing ones. A wrong password
   * and a wrong or replayed TOTP code are failures; a right password still missing its code is not.
   * A disabled or inactive account answers exactly as a wrong password (after the same hash), so the
   * answer does not tell a guesser that the password was right; only the audit log names the reason.
   */
  async login(input: LoginInput, context: LoginContext): Promise<LoginResult> {
    const security = await this.settings.getTab('security');
    if (security.enableCaptcha) {
      if (!input.captcha) throw new ServiceException(Errors.captchaRequired());
      if (!(await this.captcha.check(input.captcha))) throw new ServiceException(Errors.captchaInvalid());
    }

    const deviceHash = context.deviceToken ? hashToken(context.deviceToken) : null;
    const trusted = !!deviceHash && (await this.devices.trusts(deviceHash, input.username));
    let user: UserEntity | null = null;
    let needsTotp = false;
    let failure: () => ServiceException = () => new ServiceException(Errors.invalidCredentials());
    let reason = '登录失败';
    const ok = await this.guard.check(
      {
        ip: context.ip,
        username: input.username,
        deviceHash: trusted ? deviceHash : null,
        lane: trusted ? 'trusted' : 'open',
        loginAttempts: security.loginAttempts,
        waitMs: context.waitMs ?? DEFAULT_WAIT_MS,
      },
      async () => {
        user = await this.users.findWithSecrets({ username: input.username });
        needsTotp = !!user && security.enableTwoFactor && user.totpEnabled && !!user.totpSecret;
        if (!user) {
          // Same work as a wrong password, so response times do not reveal which accounts exist.
          await this.hasher.verifyDummy(input.password);
          return false;
        }
        if (!(await verifyPassword(input.password, user.passwordHash))) return false;
        if (user.status !== 'active') {
          reason = `登录失败：账户${USER_STATUS_LABELS[user.status]}`;
          return false;
        }
        if (!needsTotp || !input.otp) return true;
        const step = await checkTotp(user.totpSecret!, input.otp);
        if (step !== null && (await this.users.useTotpStep(user.id, step))) return true;
        failure = () => new ServiceException(Errors.totpInvalid());
        return false;
      },
    );
    const found = user as UserEntity | null;
    if (!ok || !found) {
      await this.audit.record({
        ...(found ? actorOf(found) : { username: input.username.slice(0, 50), role: '-' }),
        action: reason,
        status: 401,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      throw failure();
    }
    if (needsTotp && !input.otp) throw new ServiceException(Errors.totpRequired());

    await this.users.recordSignIn(found.id);
    // This address becomes usual for the account: strangers' failures elsewhere cannot lock it out.
    if (context.ip) await this.usualAddresses.record(found.id, clientKey(context.ip));
    await this.sessions.deleteExpired();
    const token = randomBytes(32).toString('base64url');
    await this.sessions.create({
      tokenHash: hashToken(token),
      userId: found.id,
      remember: input.remember,
      lifetimeMinutes: input.remember ? REMEMBER_MINUTES : SESSION_LIFETIME_MINUTES,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    let deviceToken: string | undefined;
    if (!trusted) {
      deviceToken = randomBytes(32).toString('base64url');
      await this.devices.add(hashToken(deviceToken), found.id);
    }
    // The browser keeps its id across accounts and passwords; a sign-in from one new to the account is told by mail.
    const browserToken =
      context.browserToken && tokenShaped(context.browserToken)
        ? context.browserToken
        : randomBytes(32).toString('base64url');
    await this.browsers.signedIn(found.id, hashToken(browserToken), context, newBrowserNotice);
    await this.audit.record({
      ...actorOf(found),
      action: '登录',
      status: 200,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    return {
      token,
      maxAgeSeconds: input.remember ? REMEMBER_MINUTES * 60 : null,
      user: toSessionUser(found),
      ...(deviceToken ? { deviceToken } : {}),
      browserToken,
    };
  }

  /** The user behind a session cookie, or null when the session is unknown, idle too long or over. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const security = await this.settings.getTab('security');
    const owner = await this.sessions.touch(hashToken(token), security.sessionTimeout, REMEMBER_MINUTES);
    return owner ? toSessionUser(owner) : null;
  }

  async logout(token: string): Promise<void> {
    const userId = token ? await this.sessions.delete(hashToken(token)) : null;
    if (userId !== null) await this.events.publish(IdentityEvents.accessChanged, { user_id: userId });
  }

  /**
   * Starts enrolment: a new secret waits until a code from it is confirmed. Replacing a secret in use
   * needs the password, as turning it off does.
   */
  async setupTwoFactor(actor: SessionUser, password: string | undefined, ip: string | null) {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw new ServiceException(Errors.userNotFound());
    await this.passwordForReplacing(user, password, ip);
    const secret = newTotpSecret();
    await this.users.setPendingTotp(actor.id, secret);
    const siteName = (await this.settings.getTab('general')).siteName;
    return enrolmentQr(secret, actor.username, siteName);
  }

  /**
   * Needs the password, always: a stolen session alone must not put the thief's authenticator on the
   * account (which would lock the owner out). The confirming code is spent: its time step is
   * recorded, so it cannot sign in afterwards.
   */
  async enableTwoFactor(
    actor: SessionUser,
    code: string,
    password: string | undefined,
    ip: string | null,
  ): Promise<{ enabled: true }> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw new ServiceException(Errors.userNotFound());
    await this.checkPassword(user, password, ip);
    if (!user.totpPendingSecret) throw new ServiceException(Errors.totpNotPending());
    const step = await checkTotp(user.totpPendingSecret, code);
    if (step === null) throw new ServiceException(Errors.totpInvalid());
    await this.users.enableTotp(user.id, user.totpPendingSecret, step, twoFactorNotice(user.totpEnabled, true));
    return { enabled: true };
  }

  /** With two-factor on, starting a replacement needs the password (the first enrolment asks at enabling). */
  private async passwordForReplacing(user: UserEntity, password: string | undefined, ip: string | null) {
    if (user.totpEnabled) await this.checkPassword(user, password, ip);
  }

  /** Checked (and counted) like a sign-in; a missing password is a wrong one. */
  private async checkPassword(user: UserEntity, password: string | undefined, ip: string | null) {
    if (!password || !(await this.guard.checkOwnPassword(user, password, ip)))
      throw new ServiceException(Errors.wrongPassword());
  }

  /** Needs the password, checked (and counted) like a sign-in. */
  async disableTwoFactor(actor: SessionUser, password: string, ip: string | null): Promise<{ enabled: false }> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw new ServiceException(Errors.userNotFound());
    await this.checkPassword(user, password, ip);
    await this.users.disableTotp(user.id, twoFactorNotice(user.totpEnabled, false));
    return { enabled: false };
  }
}

const actorOf = (user: { id: number; username: string; role: string }) => ({
  userId: user.id,
  username: user.username,
  role: user.role,
});
