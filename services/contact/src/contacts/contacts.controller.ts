import { Controller } from '@nestjs/common';
import { ContactRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { ContactsService } from './contacts.service';

type Rpc = typeof ContactRpc;

@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Handles(ContactRpc.formTokenCreate)
  formToken() {
    return this.contacts.formToken();
  }

  @Handles(ContactRpc.messageCreate)
  create(m: RpcPayload<Rpc['messageCreate']>) {
    return this.contacts.submit(m);
  }

  @Handles(ContactRpc.messageList)
  list(query: RpcPayload<Rpc['messageList']>) {
    return this.contacts.list(query);
  }

  @Handles(ContactRpc.messageGet)
  get({ id, markRead }: RpcPayload<Rpc['messageGet']>) {
    return this.contacts.get(id, markRead);
  }

  @Handles(ContactRpc.messageSetStatus)
  setStatus({ id, status }: RpcPayload<Rpc['messageSetStatus']>) {
    return this.contacts.setStatus(id, status);
  }

  @Handles(ContactRpc.messageDelete)
  remove({ id }: RpcPayload<Rpc['messageDelete']>) {
    return this.contacts.remove(id);
  }
}
