import { Controller } from '@nestjs/common';
import { IdentityRpc } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { SearchPushRepository } from './search-push.repository';

@Controller()
export class SearchPushController {
  constructor(private readonly outbox: SearchPushRepository) {}

  @Handles(IdentityRpc.searchPushList)
  list() {
    return this.outbox.latest();
  }
}
