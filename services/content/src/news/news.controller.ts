import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type FileUsageReply,
  fileUsageQuerySchema,
  idSchema,
  newsInputSchema,
  newsListMessageSchema,
  Patterns,
  sessionUserSchema,
} from '@site/contracts';
import { ZodPayloadPipe } from '@site/service-kit';
import { z } from 'zod';
import { NewsService } from './news.service';

const idMessage = z.object({ id: idSchema });
const getMessage = z.object({ id: idSchema, countView: z.boolean().default(true) });
const createMessage = z.object({ actor: sessionUserSchema, input: newsInputSchema });
const updateMessage = z.object({ id: idSchema, input: newsInputSchema });

@Controller()
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @MessagePattern(Patterns.content.newsList)
  list(@Payload(new ZodPayloadPipe(newsListMessageSchema)) m: z.infer<typeof newsListMessageSchema>) {
    return this.news.list(m);
  }

  @MessagePattern(Patterns.content.newsGet)
  get(@Payload(new ZodPayloadPipe(getMessage)) m: z.infer<typeof getMessage>) {
    return this.news.get(m.id, m.countView);
  }

  @MessagePattern(Patterns.content.newsCreate)
  create(@Payload(new ZodPayloadPipe(createMessage)) m: z.infer<typeof createMessage>) {
    return this.news.create(m.actor, m.input);
  }

  @MessagePattern(Patterns.content.newsUpdate)
  update(@Payload(new ZodPayloadPipe(updateMessage)) m: z.infer<typeof updateMessage>) {
    return this.news.update(m.id, m.input);
  }

  @MessagePattern(Patterns.content.newsDelete)
  async remove(@Payload(new ZodPayloadPipe(idMessage)) m: z.infer<typeof idMessage>) {
    await this.news.remove(m.id);
    return { ok: true };
  }

  /** The gateway asks before it removes an uploaded file whose last known user went away. */
  @MessagePattern(Patterns.content.fileUsage)
  async fileUsage(
    @Payload(new ZodPayloadPipe(fileUsageQuerySchema)) m: z.infer<typeof fileUsageQuerySchema>,
  ): Promise<FileUsageReply> {
    return { used: await this.news.usedFiles(m.urls) };
  }
}
