import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contactListQuerySchema,
  contactStatusSchema,
  contactSubmitMessageSchema,
  idSchema,
  Patterns,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { ContactsService } from './contacts.service';

const getMessage = z.object({ id: idSchema, markRead: z.boolean().default(false) });
const idMessage = z.object({ id: idSchema });
const statusMessage = z.object({ id: idSchema, status: contactStatusSchema });

@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @MessagePattern(Patterns.contact.formTokenCreate)
  formToken() {
    return this.contacts.formToken();
  }

  @MessagePattern(Patterns.contact.messageCreate)
  create(@Payload(new ZodPayloadPipe(contactSubmitMessageSchema)) m: z.infer<typeof contactSubmitMessageSchema>) {
    return this.contacts.submit(m);
  }

  @MessagePattern(Patterns.contact.messagesList)
  list(@Payload(new ZodPayloadPipe(contactListQuerySchema)) m: z.infer<typeof contactListQuerySchema>) {
    return this.contacts.list(m);
  }

  @MessagePattern(Patterns.contact.messageGet)
  get(@Payload(new ZodPayloadPipe(getMessage)) m: z.infer<typeof getMessage>) {
    return this.contacts.get(m.id, m.markRead);
  }

  @MessagePattern(Patterns.contact.messageSetStatus)
  setStatus(@Payload(new ZodPayloadPipe(statusMessage)) m: z.infer<typeof statusMessage>) {
    return this.contacts.setStatus(m.id, m.status);
  }

  @MessagePattern(Patterns.contact.messageDelete)
  async remove(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    await this.contacts.remove(m.id);
    return { ok: true };
  }
}
