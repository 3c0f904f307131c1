import type { PipeTransform } from '@nestjs/common';
import { describeZodError } from '@site/service-kit/dist/client';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a body, query or parameter before anything leaves the gateway. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new ApiError(400, describeZodError(result.error));
    return result.data;
  }
}
