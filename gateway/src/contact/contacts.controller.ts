import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CONTACT_STATUSES,
  type ContactFormTokenReply,
  type ContactListQuery,
  contactListQuerySchema,
  type ContactListView,
  type ContactStatusBody,
  contactStatusBodySchema,
  type ContactSubmitInput,
  contactSubmitSchema,
  type ContactSubmitReply,
  type ContactSubmitResult,
  type ContactView,
  idempotencyKeySchema,
  idSchema,
  Patterns,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, AuditAction } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const id = new ZodValidationPipe(idSchema);
const idempotencyKey = new ZodValidationPipe(idempotencyKeySchema);

@ApiTags('contacts')
@Controller('api/contacts')
@Access('editor')
export class ContactsController {
  constructor(private readonly rpc: RpcClient) {}

  /** The SPA asks for one when the form is shown; the form may be sent 3 s later at the earliest. */
  @Get('form-token')
  @Access('public')
  @ApiOperation({ summary: 'A signed form token ({ token }) carrying its issue time, for POST /api/contacts' })
  async formToken(@Res({ passthrough: true }) reply: FastifyReply): Promise<ContactFormTokenReply> {
    void reply.header('cache-control', 'no-store');
    return this.rpc.request<ContactFormTokenReply>(Patterns.contact.formTokenCreate);
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
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One key per message (e.g. a UUID); a retry with the same key lands once',
  })
  @ApiBody({ schema: openApiSchema(contactSubmitSchema) })
  @ApiCreatedResponse({ description: '{ success: true, id, created_at }' })
  async submit(
    @Body(new ZodValidationPipe(contactSubmitSchema)) input: ContactSubmitInput,
    @Headers('idempotency-key') keyHeader: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactSubmitReply> {
    const key = keyHeader === undefined ? undefined : idempotencyKey.transform(keyHeader);
    const result = await this.rpc.request<ContactSubmitResult>(Patterns.contact.messageCreate, {
      input,
      ip: request.ip ?? null,
      idempotencyKey: key ?? null,
    });
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return result.reply;
  }

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'Messages, newest first: { contacts, total, totalPages, page, limit }' })
  @ApiQuery({ name: 'page', required: false, description: 'From 1' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100, default 10' })
  @ApiQuery({ name: 'status', required: false, enum: ['all', ...CONTACT_STATUSES] })
  @ApiQuery({ name: 'search', required: false, description: 'In name, email, subject and message, case-insensitive' })
  list(@Query(new ZodValidationPipe(contactListQuerySchema)) query: ContactListQuery): Promise<ContactListView> {
    return this.rpc.request(Patterns.contact.messagesList, query);
  }

  /** SPEC §4: opening an unread message marks it read; a viewer reads without changing it. */
  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One message; an unread one becomes read (for editors and admins)' })
  get(@Param('id', id) contactId: number, @Req() request: FastifyRequest): Promise<ContactView> {
    const markRead = request.user !== undefined && request.user.role !== 'viewer';
    return this.rpc.request(Patterns.contact.messageGet, { id: contactId, markRead });
  }

  @Put(':id')
  @AuditAction('修改留言状态')
  @ApiOperation({ summary: 'Set the status: unread, read, replied or archived; answers the message' })
  @ApiBody({ schema: openApiSchema(contactStatusBodySchema) })
  setStatus(
    @Param('id', id) contactId: number,
    @Body(new ZodValidationPipe(contactStatusBodySchema)) body: ContactStatusBody,
  ): Promise<ContactView> {
    return this.rpc.request(Patterns.contact.messageSetStatus, { id: contactId, status: body.status });
  }

  @Delete(':id')
  @HttpCode(204)
  @AuditAction('删除留言')
  @ApiOperation({ summary: 'Delete a message' })
  async remove(@Param('id', id) contactId: number): Promise<void> {
    await this.rpc.request(Patterns.contact.messageDelete, { id: contactId });
  }
}
