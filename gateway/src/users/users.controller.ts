import { Controller, Delete, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreateUserInput,
  createUserSchema,
  IdentityRpc,
  resetPasswordSchema,
  type SessionUser,
  type UpdateUserInput,
  updateUserSchema,
  userStatusBodySchema,
  type UserView,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { clientContext } from '../auth/auth.controller';
import { SessionAuthService } from '../auth/session-auth.service';
import { IdempotencyKey, IdParam, ValidBody } from '../common/params';

@ApiTags('users')
@Controller('api/users')
@Access('admin')
export class UsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionAuthService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'All users (never a password or hash)' })
  list(): Promise<UserView[]> {
    return this.rpc.call(IdentityRpc.userList, {});
  }

  @Post()
  @AuditAction('创建用户')
  @ApiOperation({
    summary: 'Create a user: with a password, or { invite: true } and no password to mail an invitation (72 h link)',
  })
  create(
    @ValidBody(createUserSchema) input: CreateUserInput,
    @IdempotencyKey('account') idempotencyKey: string | null,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    return this.rpc.call(IdentityRpc.userCreate, { input, idempotencyKey, context: clientContext(request) });
  }

  @Post(':id/invitation')
  @HttpCode(200)
  @AuditAction('重新发送邀请')
  @ApiOperation({ summary: 'Mail an invited user a new invitation link; the older links end' })
  resendInvitation(
    @IdParam() id: number,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    return this.rpc.call(IdentityRpc.invitationResend, { actor, id, context: clientContext(request) });
  }

  @Delete(':id/invitation')
  @HttpCode(204)
  @AuditAction('撤销邀请')
  @ApiOperation({ summary: 'Revoke an invitation not yet accepted: the invited account is deleted with its links' })
  async revokeInvitation(
    @IdParam() id: number,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.changing(
      id,
      this.rpc.call(IdentityRpc.invitationRevoke, { actor, id, context: clientContext(request) }),
    );
  }

  @Put(':id')
  @AuditAction('修改用户')
  update(
    @IdParam() id: number,
    @ValidBody(updateUserSchema) input: UpdateUserInput,
    @Actor() actor: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    return this.changing(
      id,
      this.rpc.call(IdentityRpc.userUpdate, { actor, id, input, context: clientContext(request) }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除用户')
  async remove(@IdParam() id: number, @Actor() actor: SessionUser): Promise<void> {
    await this.changing(id, this.rpc.call(IdentityRpc.userDelete, { actor, id }));
  }

  @Patch(':id/status')
  @AuditAction('修改用户状态')
  setStatus(
    @IdParam() id: number,
    @ValidBody(userStatusBodySchema) input: z.infer<typeof userStatusBodySchema>,
    @Actor() actor: SessionUser,
  ): Promise<UserView> {
    return this.changing(id, this.rpc.call(IdentityRpc.userSetStatus, { actor, id, input }));
  }

  @Post(':id/reset-password')
  @HttpCode(204)
  @AuditAction('重置用户密码')
  async resetPassword(
    @IdParam() id: number,
    @ValidBody(resetPasswordSchema) input: z.infer<typeof resetPasswordSchema>,
    @Actor() actor: SessionUser,
  ): Promise<void> {
    await this.changing(id, this.rpc.call(IdentityRpc.userResetPassword, { actor, id, input }));
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @AuditAction('解锁用户')
  unlock(@IdParam() id: number, @Actor() actor: SessionUser): Promise<UserView> {
    return this.rpc.call(IdentityRpc.userUnlock, { actor, id });
  }

  /**
   * A change to what the user's session resolves to: this gateway forgets them before answering
   * (identity's event tells the others), even when the call failed, as it may have gone through.
   */
  private async changing<T>(id: number, call: Promise<T>): Promise<T> {
    try {
      return await call;
    } finally {
      this.sessions.forgetUser(id);
    }
  }
}
