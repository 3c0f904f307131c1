import { Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ContactFormTokenReply,
  type ContactListQuery,
  contactListQuerySchema,
  type ContactListView,
  type ContactStatusBody,
  contactStatusBodySchema,
  type ContactSubmitInput,
  contactSubmitSchema,
  type ContactSubmitReply,
  type ContactView,
  type SessionUser,
  ContactRpc,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { IdempotencyKey, IdParam, ValidBody, ValidQuery } from '../common/params';

@ApiTags('contacts')
@Controller('api/contacts')
@Access('editor')
export class ContactsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The SPA asks for one when the form is shown; the form may be sent 3 s later at the earliest. */
  @Get('form-token')
  @Access('public')
  @ApiOperation({
    summary: 'A signed form token and a proof-of-work challenge ({ token, challenge }) for POST /api/contacts',
  })
  async formToken(@Res({ passthrough: true }) reply: FastifyReply): Promise<ContactFormTokenReply> {
    void reply.header('cache-control', 'no-store');
    return this.rpc.call(ContactRpc.formTokenCreate, {});
  }

  /**
   * The public form. Answers 201 only once the message is stored. A retry with the same
   * Idempotency-Key header (or `clientId` field) is stored once and answers the same, with the
   * header Idempotent-Replayed: true.
   */
  @Post()
  @HttpCode(201)
  @Access('public')
  @ApiOperation({
    summary:
      'Send a contact message: name, email, subject, message (company optional), formToken, website (honeypot, leave empty)',
  })
  @ApiCreatedResponse({ description: '{ success: true, id, created_at }' })
  async submit(
    @ValidBody(contactSubmitSchema) input: ContactSubmitInput,
    @IdempotencyKey('message') key: string | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactSubmitReply> {
    const result = await this.rpc.call(ContactRpc.messageCreate, {
      input,
      ip: request.ip ?? null,
      idempotencyKey: key,
    });
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return result.reply;
  }

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'Messages, newest first: { contacts, total, totalPages, page, limit }' })
  list(@ValidQuery(contactListQuerySchema) query: ContactListQuery): Promise<ContactListView> {
    return this.rpc.call(ContactRpc.messageList, query);
  }

  /** Opening an unread message marks it read; a viewer reads without changing it. */
  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One message; an unread one becomes read (for editors and admins)' })
  get(@IdParam() id: number, @Actor() actor: SessionUser): Promise<ContactView> {
    return this.rpc.call(ContactRpc.messageGet, { id, markRead: actor.role !== 'viewer' });
  }

  @Put(':id')
  @AuditAction('修改留言状态')
  @ApiOperation({ summary: 'Set the status: unread, read, replied or archived; answers the message' })
  setStatus(@IdParam() id: number, @ValidBody(contactStatusBodySchema) body: ContactStatusBody): Promise<ContactView> {
    return this.rpc.call(ContactRpc.messageSetStatus, { id, status: body.status });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除留言')
  @ApiOperation({ summary: 'Delete a message' })
  async remove(@IdParam() id: number): Promise<void> {
    await this.rpc.call(ContactRpc.messageDelete, { id });
  }
}
