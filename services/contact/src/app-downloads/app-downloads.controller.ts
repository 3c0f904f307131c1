import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createAppDownloadSchema,
  type FileUsageReply,
  fileUsageQuerySchema,
  idSchema,
  Patterns,
  updateAppDownloadSchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { AppDownloadsRepository } from './app-downloads.repository';
import { AppDownloadsService } from './app-downloads.service';

const idMessage = z.object({ id: idSchema });
const createMessage = z.object({ input: createAppDownloadSchema });
const updateMessage = z.object({ id: idSchema, input: updateAppDownloadSchema });

@Controller()
export class AppDownloadsController {
  constructor(
    private readonly downloads: AppDownloadsService,
    private readonly repository: AppDownloadsRepository,
  ) {}

  @MessagePattern(Patterns.contact.appDownloadsList)
  list() {
    return this.downloads.list();
  }

  @MessagePattern(Patterns.contact.appDownloadCreate)
  create(@Payload(new ZodPayloadPipe(createMessage)) m: z.infer<typeof createMessage>) {
    return this.downloads.create(m.input);
  }

  @MessagePattern(Patterns.contact.appDownloadUpdate)
  update(@Payload(new ZodPayloadPipe(updateMessage)) m: z.infer<typeof updateMessage>) {
    return this.downloads.update(m.id, m.input);
  }

  @MessagePattern(Patterns.contact.appDownloadQrGet)
  qrCode(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    return this.downloads.qrCode(m.id);
  }

  /** The gateway asks before it removes an uploaded file whose last known user went away. */
  @MessagePattern(Patterns.contact.fileUsage)
  async fileUsage(
    @Payload(new ZodPayloadPipe(fileUsageQuerySchema)) m: z.infer<typeof fileUsageQuerySchema>,
  ): Promise<FileUsageReply> {
    return { used: await this.repository.usedFiles(m.urls) };
  }
}
