import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdentityRpc, type LoginInput, loginSchema, type SessionUser } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidBody } from '../common/params';
import { Access } from './access.decorator';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { Actor } from './actor.decorator';
import { LoginShedding } from './login-shedding';
import { SessionAuthService } from './session-auth.service';
import { clearSessionCookie, deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('api')
export class AuthController {
  private readonly shedding = new LoginShedding();

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

  @Get('captcha')
  @Access('public')
  @ApiOperation({ summary: 'A new proof-of-work challenge; send it back solved as `captcha` with the login' })
  async captcha(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.rpc.call(IdentityRpc.captchaCreate, {});
  }
}
