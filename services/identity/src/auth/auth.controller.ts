import { Controller } from '@nestjs/common';
import { IdentityRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { EmailChangeService } from '../email-change/email-change.service';
import { InvitationsService } from '../invitations/invitations.service';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { UsersService } from '../users/users.service';
import { AuthService, hashToken } from './auth.service';
import { CaptchaService } from './captcha.service';

type Rpc = typeof IdentityRpc;

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly users: UsersService,
    private readonly resets: PasswordResetService,
    private readonly invitations: InvitationsService,
    private readonly emailChanges: EmailChangeService,
  ) {}

  @Handles(IdentityRpc.invitationAccept)
  acceptInvitation({ input, context }: RpcPayload<Rpc['invitationAccept']>) {
    return this.invitations.accept(input, context);
  }

  @Handles(IdentityRpc.emailChangeRequest)
  requestEmailChange({ actor, input, context }: RpcPayload<Rpc['emailChangeRequest']>) {
    return this.emailChanges.request(actor, input, context);
  }

  @Handles(IdentityRpc.emailChangeConfirm)
  confirmEmailChange({ input, context }: RpcPayload<Rpc['emailChangeConfirm']>) {
    return this.emailChanges.confirm(input, context);
  }

  @Handles(IdentityRpc.passwordResetRequest)
  requestPasswordReset({ input, context }: RpcPayload<Rpc['passwordResetRequest']>) {
    return this.resets.request(input, context);
  }

  @Handles(IdentityRpc.passwordResetComplete)
  completePasswordReset({ input, context }: RpcPayload<Rpc['passwordResetComplete']>) {
    return this.resets.complete(input, context);
  }

  @Handles(IdentityRpc.login)
  login({ input, context }: RpcPayload<Rpc['login']>) {
    return this.auth.login(input, context);
  }

  @Handles(IdentityRpc.sessionResolve)
  resolve({ token }: RpcPayload<Rpc['sessionResolve']>) {
    return this.auth.resolve(token);
  }

  @Handles(IdentityRpc.logout)
  logout({ token }: RpcPayload<Rpc['logout']>) {
    return this.auth.logout(token);
  }

  @Handles(IdentityRpc.loginOptionsGet)
  loginOptions() {
    return this.auth.loginOptions();
  }

  @Handles(IdentityRpc.captchaCreate)
  createCaptcha() {
    return this.captcha.create();
  }

  @Handles(IdentityRpc.profileGet)
  profile({ actor }: RpcPayload<Rpc['profileGet']>) {
    return this.users.profile(actor);
  }

  @Handles(IdentityRpc.profileChangePassword)
  changePassword({ actor, token, input, context }: RpcPayload<Rpc['profileChangePassword']>) {
    return this.users.changeOwnPassword(actor, hashToken(token), input.currentPassword, input.newPassword, context.ip);
  }

  @Handles(IdentityRpc.twoFactorSetup)
  setupTwoFactor({ actor, input, context }: RpcPayload<Rpc['twoFactorSetup']>) {
    return this.auth.setupTwoFactor(actor, input.password, context.ip);
  }

  @Handles(IdentityRpc.twoFactorEnable)
  enableTwoFactor({ actor, input, context }: RpcPayload<Rpc['twoFactorEnable']>) {
    return this.auth.enableTwoFactor(actor, input.code, input.password, context.ip);
  }

  @Handles(IdentityRpc.twoFactorDisable)
  disableTwoFactor({ actor, input, context }: RpcPayload<Rpc['twoFactorDisable']>) {
    return this.auth.disableTwoFactor(actor, input.password, context.ip);
  }
}
