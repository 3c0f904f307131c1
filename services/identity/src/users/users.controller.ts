import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createUserSchema,
  idSchema,
  Patterns,
  resetPasswordSchema,
  sessionUserSchema,
  updateUserSchema,
  userStatusBodySchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { UsersService } from './users.service';

const target = { actor: sessionUserSchema, id: idSchema };
const createMessage = z.object({ input: createUserSchema });
const updateMessage = z.object({ ...target, input: updateUserSchema });
const statusMessage = z.object({ ...target, input: userStatusBodySchema });
const targetMessage = z.object(target);
const resetMessage = z.object({ ...target, input: resetPasswordSchema });

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(Patterns.identity.usersList)
  list() {
    return this.users.list();
  }

  @MessagePattern(Patterns.identity.userCount)
  async count() {
    return { count: await this.users.count() };
  }

  @MessagePattern(Patterns.identity.userCreate)
  create(@Payload(new ZodPayloadPipe(createMessage)) m: z.infer<typeof createMessage>) {
    return this.users.create(m.input);
  }

  @MessagePattern(Patterns.identity.userUpdate)
  update(@Payload(new ZodPayloadPipe(updateMessage)) m: z.infer<typeof updateMessage>) {
    return this.users.update(m.actor, m.id, m.input);
  }

  @MessagePattern(Patterns.identity.userStatusSet)
  setStatus(@Payload(new ZodPayloadPipe(statusMessage)) m: z.infer<typeof statusMessage>) {
    return this.users.setStatus(m.actor, m.id, m.input.status);
  }

  @MessagePattern(Patterns.identity.userDelete)
  async remove(@Payload(new ZodPayloadPipe(targetMessage)) m: z.infer<typeof targetMessage>) {
    await this.users.remove(m.actor, m.id);
    return { ok: true };
  }

  @MessagePattern(Patterns.identity.userPasswordReset)
  async resetPassword(@Payload(new ZodPayloadPipe(resetMessage)) m: z.infer<typeof resetMessage>) {
    await this.users.resetPassword(m.id, m.input.newPassword);
    return { ok: true };
  }

  @MessagePattern(Patterns.identity.userUnlock)
  unlock(@Payload(new ZodPayloadPipe(targetMessage)) m: z.infer<typeof targetMessage>) {
    return this.users.unlock(m.id);
  }
}
