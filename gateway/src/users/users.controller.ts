import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createUserSchema,
  idSchema,
  Patterns,
  resetPasswordSchema,
  updateUserSchema,
  type UserView,
  userStatusBodySchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const id = new ZodValidationPipe(idSchema);

@ApiTags('users')
@Controller('api/users')
@Access('admin')
export class UsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'All users (never a password or hash)' })
  list(): Promise<UserView[]> {
    return this.rpc.request(Patterns.identity.usersList);
  }

  @Post()
  @AuditAction('创建用户')
  @ApiBody({ schema: openApiSchema(createUserSchema) })
  create(@Body(new ZodValidationPipe(createUserSchema)) input: z.infer<typeof createUserSchema>): Promise<UserView> {
    return this.rpc.request(Patterns.identity.userCreate, { input });
  }

  @Put(':id')
  @AuditAction('修改用户')
  @ApiBody({ schema: openApiSchema(updateUserSchema) })
  update(
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(updateUserSchema)) input: z.infer<typeof updateUserSchema>,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    return this.rpc.request(Patterns.identity.userUpdate, { actor: request.user, id: userId, input });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除用户')
  async remove(@Param('id', id) userId: number, @Req() request: FastifyRequest): Promise<void> {
    await this.rpc.request(Patterns.identity.userDelete, { actor: request.user, id: userId });
  }

  @Patch(':id/status')
  @AuditAction('修改用户状态')
  @ApiBody({ schema: openApiSchema(userStatusBodySchema) })
  setStatus(
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(userStatusBodySchema)) input: z.infer<typeof userStatusBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<UserView> {
    return this.rpc.request(Patterns.identity.userStatusSet, { actor: request.user, id: userId, input });
  }

  @Post(':id/reset-password')
  @HttpCode(204)
  @AuditAction('重置用户密码')
  @ApiBody({ schema: openApiSchema(resetPasswordSchema) })
  async resetPassword(
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(resetPasswordSchema)) input: z.infer<typeof resetPasswordSchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.rpc.request(Patterns.identity.userPasswordReset, { actor: request.user, id: userId, input });
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @AuditAction('解锁用户')
  unlock(@Param('id', id) userId: number, @Req() request: FastifyRequest): Promise<UserView> {
    return this.rpc.request(Patterns.identity.userUnlock, { actor: request.user, id: userId });
  }
}
