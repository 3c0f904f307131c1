import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { auditQuerySchema, Patterns } from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { AuditService } from './audit.service';

const appendMessage = z.object({
  userId: z.number().int().nullable(),
  username: z.string().max(50),
  role: z.string().max(10),
  action: z.string().max(100),
  method: z.string().max(10),
  path: z.string().max(2000),
  status: z.number().int(),
  ip: z.string().max(64).nullable(),
});

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(Patterns.identity.auditAppend)
  async append(@Payload(new ZodPayloadPipe(appendMessage)) entry: z.infer<typeof appendMessage>) {
    await this.audit.record(entry);
    return { ok: true };
  }

  @MessagePattern(Patterns.identity.auditList)
  list(@Payload(new ZodPayloadPipe(auditQuerySchema)) query: z.infer<typeof auditQuerySchema>) {
    return this.audit.list(query.page, query.limit, query.search);
  }
}
