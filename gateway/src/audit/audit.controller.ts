import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { auditQuerySchema, IdentityRpc } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { z } from 'zod';
import { Access } from '../auth/access.decorator';
import { ValidQuery } from '../common/params';

@ApiTags('audit')
@Controller('api/audit-logs')
export class AuditController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'Back-office writes and sign-ins, newest first: { items, total, page, totalPages }' })
  list(@ValidQuery(auditQuerySchema) query: z.infer<typeof auditQuerySchema>) {
    return this.rpc.call(IdentityRpc.auditList, query);
  }
}
