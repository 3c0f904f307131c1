import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { changePasswordSchema, Patterns, twoFactorCodeSchema, twoFactorDisableSchema } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { sessionToken } from '../auth/session-cookie';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

/** The signed-in user's own account: every role may do these. */
@ApiTags('profile')
@Controller('api/profile')
export class ProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('password')
  @HttpCode(204)
  @Access('self')
  @AuditAction('修改本人密码')
  @ApiOperation({ summary: 'Change own password; other sessions end' })
  @ApiBody({ schema: openApiSchema(changePasswordSchema) })
  async changePassword(
    @Body(new ZodValidationPipe(changePasswordSchema)) input: z.infer<typeof changePasswordSchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.rpc.request(Patterns.identity.profilePasswordChange, {
      actor: request.user,
      token: sessionToken(request),
      input,
    });
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Access('self')
  @ApiOperation({ summary: 'Start two-factor enrolment: { secret, otpauthUrl, qrDataUrl }' })
  setup(@Req() request: FastifyRequest) {
    return this.rpc.request(Patterns.identity.twoFactorSetup, { actor: request.user });
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @Access('self')
  @AuditAction('启用两步验证')
  @ApiBody({ schema: openApiSchema(twoFactorCodeSchema) })
  enable(
    @Body(new ZodValidationPipe(twoFactorCodeSchema)) input: z.infer<typeof twoFactorCodeSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.rpc.request(Patterns.identity.twoFactorEnable, { actor: request.user, input });
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @Access('self')
  @AuditAction('停用两步验证')
  @ApiBody({ schema: openApiSchema(twoFactorDisableSchema) })
  disable(
    @Body(new ZodValidationPipe(twoFactorDisableSchema)) input: z.infer<typeof twoFactorDisableSchema>,
    @Req() request: FastifyRequest,
  ) {
    return this.rpc.request(Patterns.identity.twoFactorDisable, { actor: request.user, input });
  }
}
