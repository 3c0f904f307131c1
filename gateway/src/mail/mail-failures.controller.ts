import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContactRpc, IdentityRpc, type MailFailuresReply, mailFailuresReplySchema } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { openApiSchema } from '../common/params';

/** The contact service's part waits this long at most (as the dashboard's); a slow one is said so. */
const PART_TIMEOUT_MS = 2000;

/** The admin dashboard's 邮件发送问题: account mails and message notices that did not go out. */
@ApiTags('settings')
@Controller('api/admin/mail-failures')
@Access('admin')
export class MailFailuresController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Mails failed or skipped in the last 7 days, newest first (account mails and contact notices), with whether the SMTP settings and the site address are set (admins only)',
  })
  @ApiOkResponse({ schema: openApiSchema(mailFailuresReplySchema) })
  async list(): Promise<MailFailuresReply> {
    const [account, notices] = await Promise.all([
      this.rpc.call(IdentityRpc.mailFailures, {}),
      this.rpc.call(ContactRpc.noticeMailFailures, {}, { timeoutMs: PART_TIMEOUT_MS }).catch(() => null),
    ]);
    const items = [...account.items, ...(notices ?? [])].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    return { ...account, items, contactUnavailable: notices === null };
  }
}
