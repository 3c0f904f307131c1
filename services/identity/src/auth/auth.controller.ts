import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  changePasswordSchema,
  loginSchema,
  Patterns,
  sessionUserSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { UsersService } from '../users/users.service';
import { AuthService, hashToken } from './auth.service';
import { CaptchaService } from './captcha.service';

const token = z.string().max(200);
const loginMessage = z.object({
  input: loginSchema,
  context: z.object({ ip: z.string().max(64).nullable(), userAgent: z.string().max(1024).nullable() }),
});
const tokenMessage = z.object({ token });
const actorMessage = z.object({ actor: sessionUserSchema });
const changePasswordMessage = z.object({ actor: sessionUserSchema, token, input: changePasswordSchema });
const codeMessage = z.object({ actor: sessionUserSchema, input: twoFactorCodeSchema });
const disableMessage = z.object({ actor: sessionUserSchema, input: twoFactorDisableSchema });

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly captcha: CaptchaService,
    private readonly users: UsersService,
  ) {}

  @MessagePattern(Patterns.identity.login)
  login(@Payload(new ZodPayloadPipe(loginMessage)) message: z.infer<typeof loginMessage>) {
    return this.auth.login(message.input, message.context);
  }

  @MessagePattern(Patterns.identity.sessionResolve)
  resolve(@Payload(new ZodPayloadPipe(tokenMessage)) message: z.infer<typeof tokenMessage>) {
    return this.auth.resolve(message.token);
  }

  @MessagePattern(Patterns.identity.logout)
  async logout(@Payload(new ZodPayloadPipe(tokenMessage)) message: z.infer<typeof tokenMessage>) {
    await this.auth.logout(message.token);
    return { ok: true };
  }

  @MessagePattern(Patterns.identity.loginOptionsGet)
  loginOptions() {
    return this.auth.loginOptions();
  }

  @MessagePattern(Patterns.identity.captchaCreate)
  createCaptcha() {
    return this.captcha.create();
  }

  @MessagePattern(Patterns.identity.profileGet)
  profile(@Payload(new ZodPayloadPipe(actorMessage)) message: z.infer<typeof actorMessage>) {
    return this.users.profile(message.actor);
  }

  @MessagePattern(Patterns.identity.profilePasswordChange)
  async changePassword(@Payload(new ZodPayloadPipe(changePasswordMessage)) m: z.infer<typeof changePasswordMessage>) {
    await this.users.changeOwnPassword(m.actor, hashToken(m.token), m.input.currentPassword, m.input.newPassword);
    return { ok: true };
  }

  @MessagePattern(Patterns.identity.twoFactorSetup)
  setupTwoFactor(@Payload(new ZodPayloadPipe(actorMessage)) message: z.infer<typeof actorMessage>) {
    return this.auth.setupTwoFactor(message.actor);
  }

  @MessagePattern(Patterns.identity.twoFactorEnable)
  enableTwoFactor(@Payload(new ZodPayloadPipe(codeMessage)) message: z.infer<typeof codeMessage>) {
    return this.auth.enableTwoFactor(message.actor, message.input.code);
  }

  @MessagePattern(Patterns.identity.twoFactorDisable)
  disableTwoFactor(@Payload(new ZodPayloadPipe(disableMessage)) message: z.infer<typeof disableMessage>) {
    return this.auth.disableTwoFactor(message.actor, message.input.password);
  }
}
