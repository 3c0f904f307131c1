import { Param, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { Errors, PAGE_KEYS, type PageKey, pageKeySchema } from '@site/contracts';
import { ApiError } from '../common/api-error';

/** Any other key is a page that does not exist: 404. */
const pageKeyPipe: PipeTransform<unknown, PageKey> = {
  transform(value: unknown) {
    const parsed = pageKeySchema.safeParse(value);
    if (!parsed.success) throw ApiError.of(Errors.pageNotFound());
    return parsed.data;
  },
};
export const KeyParam = (): ParameterDecorator => (target, key, index) => {
  Param('key', pageKeyPipe)(target, key, index);
  ApiParam({ name: 'key', enum: PAGE_KEYS })(target, key!, Object.getOwnPropertyDescriptor(target, key!)!);
};
