import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, visitLoggedSchema } from '@site/contracts';
import { VisitsService } from './visits.service';

@Controller()
export class VisitsController {
  private readonly logger = new Logger(VisitsController.name);

  constructor(private readonly visits: VisitsService) {}

  @EventPattern(Events.analytics.visitLogged)
  async onVisitLogged(@Payload() payload: unknown): Promise<void> {
    const parsed = visitLoggedSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn(`dropped a malformed visit event: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return;
    }
    await this.visits.record(parsed.data);
  }
}
