import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ServiceException } from './service-exception';
import { describeZodError } from './zod-errors';

/** Validates a message payload in the service, whatever the gateway already checked. */
export class ZodPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw ServiceException.badRequest(describeZodError(result.error));
    return result.data;
  }
}
