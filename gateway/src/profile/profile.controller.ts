import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changeEmailSchema,
  changePasswordSchema,
  IdentityRpc,
  type SessionUser,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { clientContext } from '../auth/auth.controller';
import { SessionAuthService } from '../auth/session-auth.service';
import { sessionToken } from '../auth/session-cookie';
import { ValidBody } from '../common/params';

/** The signed-in user's own account: every role may do these. */
@ApiTags('profile')
@Controller('api/profile')
@Access('self')
export class ProfileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionAuthService,
  ) {}

  @Post('password')
  @HttpCode(204)
  @AuditAction('修改本人密码')
  @ApiOperation({ summary: 'Change own password; other sessions end' })
  async changePassword(
    @ValidBody(changePasswordSchema) input: z.infer<typeof changePasswordSchema>,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    try {
      await this.rpc.call(IdentityRpc.profileChangePassword, {
        actor,
        token: sessionToken(request) ?? '',
        input,
        context: { ip: request.ip ?? null },
      });
    } finally {
      // The other sessions end: this gateway forgets them before answering.
      this.sessions.forgetUser(actor.id);
    }
  }

  @Post('email')
  @HttpCode(202)
  @AuditAction('申请修改本人邮箱')
  @ApiOperation({
    summary:
      'Change own e-mail ({ email, password }): a confirmation link goes to the new address; the address changes when it is followed',
  })
  async changeEmail(
    @ValidBody(changeEmailSchema) input: z.infer<typeof changeEmailSchema>,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    await this.rpc.call(IdentityRpc.emailChangeRequest, { actor, input, context: clientContext(request) });
    return { message: `确认邮件已发送到 ${input.email.trim()}，请在 24 小时内打开邮件中的链接完成修改` };
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start two-factor enrolment: { secret, otpauthUrl, qrDataUrl }; { password } when two-factor is on',
  })
  setup(
    @ValidBody(twoFactorSetupSchema) input: z.infer<typeof twoFactorSetupSchema>,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.rpc.call(IdentityRpc.twoFactorSetup, { actor, input, context: { ip: request.ip ?? null } });
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @AuditAction('启用两步验证')
  @ApiOperation({
    summary: 'Confirm enrolment with { code, password }: the first code from the app, and the current password',
  })
  enable(
    @ValidBody(twoFactorCodeSchema) input: z.infer<typeof twoFactorCodeSchema>,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.rpc.call(IdentityRpc.twoFactorEnable, { actor, input, context: { ip: request.ip ?? null } });
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @AuditAction('停用两步验证')
  disable(
    @ValidBody(twoFactorDisableSchema) input: z.infer<typeof twoFactorDisableSchema>,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.rpc.call(IdentityRpc.twoFactorDisable, { actor, input, context: { ip: request.ip ?? null } });
  }
}
