import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { LoginInput, SessionUser } from '@site/contracts';
import { AuditService } from '../audit/audit.service';
import { SettingsService } from '../settings/settings.service';
import { verifyDummy, verifyPassword } from '../users/password-hasher';
import { toSessionUser } from '../users/user-view';
import { UserErrors } from '../users/users.exceptions';
import { UsersRepository } from '../users/users.repository';
import { AuthErrors } from './auth.exceptions';
import { CaptchaService } from './captcha.service';
import { SessionsRepository } from './sessions.repository';
import { checkTotp, enrolmentQr, newTotpSecret } from './two-factor';

/** How long an account stays locked once its sign-in attempts are used up. */
export const LOCK_MINUTES = 15;
/** A browser session (no remember-me) ends after this even when used all along. */
const SESSION_LIFETIME_MINUTES = 12 * 60;
/** Remember-me: kept across browser restarts for this long, and while used at least this often. */
export const REMEMBER_DAYS = 30;
const REMEMBER_MINUTES = REMEMBER_DAYS * 24 * 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LoginContext {
  ip: string | null;
  userAgent: string | null;
}

export interface LoginResult {
  /** The cookie value; only its hash is stored. */
  token: string;
  /** Cookie Max-Age for remember-me; null for a browser-session cookie. */
  maxAgeSeconds: number | null;
  user: SessionUser;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly settings: SettingsService,
    private readonly captcha: CaptchaService,
    private readonly audit: AuditService,
  ) {}

  async loginOptions(): Promise<{ captchaRequired: boolean }> {
    return { captchaRequired: (await this.settings.getTab('security')).enableCaptcha };
  }

  async login(input: LoginInput, context: LoginContext): Promise<LoginResult> {
    const security = await this.settings.getTab('security');
    if (security.enableCaptcha) {
      if (!input.captchaId || !input.captchaCode) throw AuthErrors.captchaRequired();
      if (!(await this.captcha.check(input.captchaId, input.captchaCode))) throw AuthErrors.captchaInvalid();
    }

    const user = await this.users.findWithSecrets({ username: input.username });
    if (!user) {
      // Same work as a wrong password, so response times do not reveal which accounts exist.
      await verifyDummy(input.password);
      await this.audit.record({ username: input.username, role: '-', action: '登录失败', status: 401, ip: context.ip });
      throw AuthErrors.invalidCredentials();
    }

    const attempt = await this.users.reserveAttempt(user.id, security.loginAttempts);
    if (attempt === null) {
      await this.users.lockIfExhausted(user.id, security.loginAttempts, LOCK_MINUTES);
      await verifyDummy(input.password);
      throw AuthErrors.locked(LOCK_MINUTES);
    }

    const fail = async (error: Error) => {
      await this.users.lockIfExhausted(user.id, security.loginAttempts, LOCK_MINUTES);
      await this.audit.record({ ...actorOf(user), action: '登录失败', status: 401, ip: context.ip });
      return error;
    };
    if (!(await verifyPassword(input.password, user.passwordHash))) throw await fail(AuthErrors.invalidCredentials());
    if (user.status !== 'active') throw AuthErrors.disabled();
    if (security.enableTwoFactor && user.totpEnabled && user.totpSecret) {
      if (!input.otp) throw AuthErrors.totpRequired();
      if (!(await checkTotp(user.totpSecret, input.otp))) throw await fail(AuthErrors.totpInvalid());
    }

    await this.users.recordSignIn(user.id);
    await this.sessions.deleteExpired();
    const token = randomBytes(32).toString('base64url');
    await this.sessions.create({
      tokenHash: hashToken(token),
      userId: user.id,
      remember: input.remember,
      lifetimeMinutes: input.remember ? REMEMBER_MINUTES : SESSION_LIFETIME_MINUTES,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    await this.audit.record({ ...actorOf(user), action: '登录', status: 200, ip: context.ip });
    return { token, maxAgeSeconds: input.remember ? REMEMBER_MINUTES * 60 : null, user: toSessionUser(user) };
  }

  /** The user behind a session cookie, or null when the session is unknown, idle too long or over. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const security = await this.settings.getTab('security');
    const owner = await this.sessions.touch(hashToken(token), security.sessionTimeout, REMEMBER_MINUTES);
    return owner ? toSessionUser(owner) : null;
  }

  async logout(token: string): Promise<void> {
    if (token) await this.sessions.delete(hashToken(token));
  }

  /** Starts enrolment: a new secret waits until a code from it is confirmed. */
  async setupTwoFactor(actor: SessionUser) {
    const secret = newTotpSecret();
    await this.users.setPendingTotp(actor.id, secret);
    const siteName = (await this.settings.getTab('general')).siteName;
    return enrolmentQr(secret, actor.username, siteName);
  }

  async enableTwoFactor(actor: SessionUser, code: string): Promise<{ enabled: true }> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw UserErrors.notFound();
    if (!user.totpPendingSecret) throw AuthErrors.totpNotPending();
    if (!(await checkTotp(user.totpPendingSecret, code))) throw AuthErrors.totpInvalid();
    await this.users.enableTotp(user.id, user.totpPendingSecret);
    return { enabled: true };
  }

  async disableTwoFactor(actor: SessionUser, password: string): Promise<{ enabled: false }> {
    const user = await this.users.findWithSecrets({ id: actor.id });
    if (!user) throw UserErrors.notFound();
    if (!(await verifyPassword(password, user.passwordHash))) throw UserErrors.wrongPassword();
    await this.users.disableTotp(user.id);
    return { enabled: false };
  }
}

const actorOf = (user: { id: number; username: string; role: string }) => ({
  userId: user.id,
  username: user.username,
  role: user.role,
});
