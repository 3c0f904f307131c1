import { Controller, Get, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AcceptInviteInput,
  acceptInviteSchema,
  type ConfirmEmailInput,
  confirmEmailSchema,
  type ForgotPasswordInput,
  forgotPasswordSchema,
  IdentityRpc,
  type LoginInput,
  loginSchema,
  type PasswordResetInput,
  passwordResetSchema,
  type SessionUser,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidBody } from '../common/params';
import { Access } from './access.decorator';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { Actor } from './actor.decorator';
import { LoginShedding } from './login-shedding';
import { SessionAuthService } from './session-auth.service';
import {
  browserToken,
  clearDeviceCookie,
  clearSessionCookie,
  deviceToken,
  sessionToken,
  setBrowserCookie,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie';

/** A forgot-password request takes at least this long, so its time does not tell whether the account exists. */
export const FORGOT_PASSWORD_MIN_MS = 500;
/** The one answer to a forgot-password request, whatever happened. */
export const FORGOT_PASSWORD_ANSWER = {
  message: '如果该邮箱或用户名对应一个可用的账户，我们已发送一封重置密码的邮件，请查收（链接 30 分钟内有效）。',
};

export const clientContext = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 1024) ?? null,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@ApiTags('auth')
@Controller('api')
export class AuthController {
  private readonly shedding = new LoginShedding();
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly sessions: SessionAuthService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Sign in; sets the HttpOnly session cookie and answers { user: { username, role, name } }' })
  async login(
    @ValidBody(loginSchema) input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const device = deviceToken(request)?.slice(0, 100) ?? null;
    this.shedding.refuseIfBusy(device !== null, reply);
    const result = await this.rpc
      .call(IdentityRpc.login, {
        input,
        context: {
          ip: request.ip ?? null,
          userAgent: request.headers['user-agent']?.slice(0, 1024) ?? null,
          deviceToken: device,
          browserToken: browserToken(request)?.slice(0, 100) ?? null,
          // Identity drops the hashing of an attempt still queued when we would have given up.
          waitMs: this.config.NATS_REQUEST_TIMEOUT_MS,
        },
      })
      .catch((error: unknown) => {
        this.shedding.observe(error);
        throw error;
      });
    setSessionCookie(request, reply, result.token, result.maxAgeSeconds);
    if (result.deviceToken) setDeviceCookie(request, reply, result.deviceToken);
    if (result.browserToken) setBrowserCookie(request, reply, result.browserToken);
    const { username, role, name } = result.user;
    return { user: { username, role, name } };
  }

  @Post('logout')
  @HttpCode(204)
  @Access('public')
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears the cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = sessionToken(request);
    if (token) {
      try {
        await this.rpc.call(IdentityRpc.logout, { token });
      } finally {
        this.sessions.forgetToken(token);
      }
    }
    clearSessionCookie(request, reply);
  }

  @Get('session')
  @Access('self')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  async session(@Actor() actor: SessionUser) {
    const profile = await this.rpc.call(IdentityRpc.profileGet, { actor });
    const { id, username, name, role, email, twoFactorEnabled } = profile;
    return { user: { id, username, name, role, email, twoFactorEnabled } };
  }

  @Get('login/options')
  @Access('public')
  @ApiOperation({ summary: 'Whether the login form needs a captcha' })
  loginOptions() {
    return this.rpc.call(IdentityRpc.loginOptionsGet, {});
  }

  @Post('auth/forgot-password')
  @HttpCode(202)
  @Access('public')
  @ApiOperation({
    summary:
      'Forgot password: { email } (an e-mail address or a user name). Always 202 with the same body after at least 500 ms; a reset mail goes out in the background when the account may have one',
  })
  async forgotPassword(
    @ValidBody(forgotPasswordSchema) input: ForgotPasswordInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('cache-control', 'no-store');
    // Not awaited: the answer's time and status must not depend on identity's work (a known account
    // costs more, and a busy identity would otherwise turn the one answer into a 503).
    this.rpc
      .call(IdentityRpc.passwordResetRequest, { input, context: clientContext(request) })
      .catch((error: unknown) =>
        this.logger.warn(
          `forgot-password request not recorded: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    await sleep(FORGOT_PASSWORD_MIN_MS);
    return FORGOT_PASSWORD_ANSWER;
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary:
      'Sets a new password with the token of a reset mail ({ token, password }): every session and trusted device of the account ends; nobody is signed in',
  })
  async resetPassword(
    @ValidBody(passwordResetSchema) input: PasswordResetInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    await this.rpc.call(IdentityRpc.passwordResetComplete, { input, context: clientContext(request) });
    const token = sessionToken(request);
    if (token) this.sessions.forgetToken(token);
    clearSessionCookie(request, reply);
    clearDeviceCookie(request, reply);
    return { message: '密码已重置，请使用新密码登录' };
  }

  @Post('auth/accept-invite')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary:
      'Sets the first password of an invited account with the token of its invitation mail ({ token, password }); nobody is signed in',
  })
  async acceptInvite(
    @ValidBody(acceptInviteSchema) input: AcceptInviteInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    await this.rpc.call(IdentityRpc.invitationAccept, { input, context: clientContext(request) });
    return { message: '密码已设置，请使用用户名和新密码登录' };
  }

  @Post('auth/confirm-email')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary: 'Confirms an e-mail change with the token mailed to the new address ({ token }); the old address is told',
  })
  async confirmEmail(
    @ValidBody(confirmEmailSchema) input: ConfirmEmailInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    await this.rpc.call(IdentityRpc.emailChangeConfirm, { input, context: clientContext(request) });
    return { message: '邮箱已修改' };
  }

  @Get('captcha')
  @Access('public')
  @ApiOperation({ summary: 'A new proof-of-work challenge; send it back solved as `captcha` with the login' })
  async captcha(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.rpc.call(IdentityRpc.captchaCreate, {});
  }
}
