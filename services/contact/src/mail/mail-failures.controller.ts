import { Controller } from '@nestjs/common';
import { ContactRpc, MAIL_FAILURE_DAYS } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { MailOutboxRepository } from './mail-outbox.repository';

const MAX_LISTED = 50;

@Controller()
export class MailFailuresController {
  constructor(private readonly outbox: MailOutboxRepository) {}

  @Handles(ContactRpc.noticeMailFailures)
  list() {
    return this.outbox.recentFailures(MAIL_FAILURE_DAYS, MAX_LISTED);
  }
}
