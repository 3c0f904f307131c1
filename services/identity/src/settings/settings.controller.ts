import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type MailSettingsReply,
  Patterns,
  type PublicSettings,
  saveSettingsSchema,
  settingsTabSchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(Patterns.identity.publicSettingsGet)
  getPublic(): Promise<PublicSettings> {
    return this.settings.getPublic();
  }

  /** Internal (the contact service's mail notices); the gateway never exposes it: it carries the SMTP password. */
  @MessagePattern(Patterns.identity.mailSettingsGet)
  getMailSettings(): Promise<MailSettingsReply> {
    return this.settings.getMailSettings();
  }

  @MessagePattern(Patterns.identity.settingsGet)
  get(
    @Payload(new ZodPayloadPipe(z.object({ tab: settingsTabSchema })))
    { tab }: { tab: z.infer<typeof settingsTabSchema> },
  ) {
    return this.settings.view(tab);
  }

  @MessagePattern(Patterns.identity.settingsSave)
  save(@Payload(new ZodPayloadPipe(saveSettingsSchema)) body: z.infer<typeof saveSettingsSchema>) {
    return this.settings.save(body.tab, body.settings);
  }
}
