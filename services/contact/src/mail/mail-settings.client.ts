import { Injectable } from '@nestjs/common';
import { IdentityRpc, type MailSettingsReply } from '@site/contracts';
import { RpcClient } from '@site/service-kit';

/** The SMTP settings live in identity; asked once per round of the mail worker. */
@Injectable()
export class MailSettingsClient {
  constructor(private readonly rpc: RpcClient) {}

  get(): Promise<MailSettingsReply> {
    return this.rpc.call(IdentityRpc.mailSettingsGet, {}, { timeoutMs: 3000 });
  }
}
