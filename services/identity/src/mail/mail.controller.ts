import { Controller } from '@nestjs/common';
import { IdentityRpc, MAIL_FAILURE_DAYS, type RpcPayload } from '@site/contracts';
import { Handles, smtpSettingsComplete } from '@site/service-kit';
import { SettingsService } from '../settings/settings.service';
import { MailFailuresRepository } from './mail-failures.repository';
import { TestMailService } from './test-mail';

type Rpc = typeof IdentityRpc;
const MAX_LISTED = 50;

@Controller()
export class MailController {
  constructor(
    private readonly testMail: TestMailService,
    private readonly failures: MailFailuresRepository,
    private readonly settings: SettingsService,
  ) {}

  @Handles(IdentityRpc.mailTest)
  test({ input }: RpcPayload<Rpc['mailTest']>) {
    return this.testMail.send(input.to);
  }

  @Handles(IdentityRpc.mailFailures)
  async list() {
    const [items, mail, general] = await Promise.all([
      this.failures.recent(MAIL_FAILURE_DAYS, MAX_LISTED),
      this.settings.getMailSettings(),
      this.settings.getTab('general'),
    ]);
    return { smtpReady: smtpSettingsComplete(mail), siteUrlSet: general.siteUrl.trim() !== '', items };
  }
}
