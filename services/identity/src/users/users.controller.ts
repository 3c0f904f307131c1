import { Controller } from '@nestjs/common';
import { IdentityRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { InvitationsService } from '../invitations/invitations.service';
import { UsersService } from './users.service';

type Rpc = typeof IdentityRpc;

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
  ) {}

  @Handles(IdentityRpc.userList)
  list() {
    return this.users.list();
  }

  @Handles(IdentityRpc.userCount)
  async count() {
    return { count: await this.users.count() };
  }

  @Handles(IdentityRpc.userCreate)
  create({ input, idempotencyKey, context }: RpcPayload<Rpc['userCreate']>) {
    if (!input.invite) return this.users.create(input, idempotencyKey);
    return this.invitations.invite(input, idempotencyKey, context ?? { ip: null, userAgent: null });
  }

  @Handles(IdentityRpc.userUpdate)
  update({ actor, id, input, context }: RpcPayload<Rpc['userUpdate']>) {
    return this.users.update(actor, id, input, context);
  }

  @Handles(IdentityRpc.invitationResend)
  resendInvitation({ actor, id, context }: RpcPayload<Rpc['invitationResend']>) {
    return this.invitations.resend(actor, id, context);
  }

  @Handles(IdentityRpc.invitationRevoke)
  revokeInvitation({ actor, id, context }: RpcPayload<Rpc['invitationRevoke']>) {
    return this.invitations.revoke(actor, id, context);
  }

  @Handles(IdentityRpc.userSetStatus)
  setStatus({ actor, id, input }: RpcPayload<Rpc['userSetStatus']>) {
    return this.users.setStatus(actor, id, input.status);
  }

  @Handles(IdentityRpc.userDelete)
  remove({ actor, id }: RpcPayload<Rpc['userDelete']>) {
    return this.users.remove(actor, id);
  }

  @Handles(IdentityRpc.userResetPassword)
  resetPassword({ actor, id, input }: RpcPayload<Rpc['userResetPassword']>) {
    return this.users.resetPassword(actor, id, input.newPassword);
  }

  @Handles(IdentityRpc.userUnlock)
  unlock({ id }: RpcPayload<Rpc['userUnlock']>) {
    return this.users.unlock(id);
  }
}
