import { Controller } from '@nestjs/common';
import { IdentityRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { AuditService } from './audit.service';

type Rpc = typeof IdentityRpc;

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Handles(IdentityRpc.auditAppend)
  append(entry: RpcPayload<Rpc['auditAppend']>) {
    return this.audit.record(entry);
  }

  @Handles(IdentityRpc.auditList)
  list({ page, limit, search }: RpcPayload<Rpc['auditList']>) {
    return this.audit.list(page, limit, search);
  }
}
