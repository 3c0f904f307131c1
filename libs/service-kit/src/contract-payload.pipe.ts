import { type PipeTransform } from '@nestjs/common';
import { Errors } from '@site/contracts';
import type { z } from 'zod';
import { ServiceException } from './service-exception';
import { describeZodError } from './zod-errors';

/** Validates a request against its contract in the service, whatever the gateway already checked. */
export class ContractPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ServiceException(Errors.validation(describeZodError(result.error)));
    return result.data;
  }
}
