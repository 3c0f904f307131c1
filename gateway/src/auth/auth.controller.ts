import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type LoginInput, loginSchema, Patterns, type SessionUser, type UserView } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Access } from './access.decorator';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';

interface LoginResult {
  token: string;
  maxAgeSeconds: number | null;
  user: SessionUser;
}

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Sign in; sets the HttpOnly session cookie and answers { user: { username, role, name } }' })
  @ApiBody({ schema: openApiSchema(loginSchema) })
  async login(
    @Body(new ZodValidationPipe(loginSchema)) input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.rpc.request<LoginResult>(Patterns.identity.login, {
      input,
      context: { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 1024) ?? null },
    });
    setSessionCookie(request, reply, result.token, result.maxAgeSeconds);
    const { username, role, name } = result.user;
    return { user: { username, role, name } };
  }

  @Post('logout')
  @HttpCode(204)
  @Access('public')
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears the cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = sessionToken(request);
    if (token) await this.rpc.request(Patterns.identity.logout, { token });
    clearSessionCookie(request, reply);
  }

  @Get('session')
  @Access('self')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  async session(@Req() request: FastifyRequest) {
    const profile = await this.rpc.request<UserView>(Patterns.identity.profileGet, { actor: request.user });
    const { id, username, name, role, email, twoFactorEnabled } = profile;
    return { user: { id, username, name, role, email, twoFactorEnabled } };
  }

  @Get('login/options')
  @Access('public')
  @ApiOperation({ summary: 'Whether the login form needs a captcha' })
  loginOptions() {
    return this.rpc.request<{ captchaRequired: boolean }>(Patterns.identity.loginOptionsGet);
  }

  @Get('captcha')
  @Access('public')
  @ApiOperation({ summary: 'A new image captcha: { id, svg }' })
  async captcha(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return this.rpc.request<{ id: string; svg: string }>(Patterns.identity.captchaCreate);
  }
}
