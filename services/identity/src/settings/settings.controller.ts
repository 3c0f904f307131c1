import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Patterns, type PublicSettings } from '@site/contracts';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(Patterns.identity.publicSettingsGet)
  getPublic(): Promise<PublicSettings> {
    return this.settings.getPublic();
  }
}
