import { Body, createParamDecorator, type ExecutionContext, Param, Query } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, idSchema } from '@site/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

/** The OpenAPI schema of a contract, so docs and validation come from one definition. */
export const openApiSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io }) as SchemaObject;

/** Applies a method decorator from inside a parameter decorator (the docs of that parameter). */
function documentMethod(target: object, key: string | symbol | undefined, decorator: MethodDecorator): void {
  if (key === undefined) return;
  decorator(target, key, Object.getOwnPropertyDescriptor(target, key)!);
}

/**
 * The JSON body, validated by `schema` and documented from it: from its input side, what a client
 * may send (optional fields not required, and their limits, which a transform hides on the output side).
 */
export const ValidBody =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    documentMethod(target, key, ApiBody({ schema: openApiSchema(schema, 'input') }));
  };

/** The query string, validated by `schema` and documented field by field from it (every field optional). */
export const ValidQuery =
  (schema: z.ZodObject): ParameterDecorator =>
  (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    const fields = openApiSchema(schema, 'input').properties ?? {};
    for (const [name, field] of Object.entries(fields)) {
      const { description, ...fieldSchema } = field as SchemaObject;
      documentMethod(target, key, ApiQuery({ name, required: false, description, schema: fieldSchema }));
    }
  };

const idPipe = new ZodValidationPipe(idSchema);

/** A numeric id in the path (`:id` unless named otherwise). */
export const IdParam =
  (name = 'id'): ParameterDecorator =>
  (target, key, index) => {
    Param(name, idPipe)(target, key, index);
    documentMethod(target, key, ApiParam({ name, type: 'integer', description: 'ID (a positive integer)' }));
  };

const idempotencyKeyPipe = new ZodValidationPipe(idempotencyKeySchema);
const idempotencyKeyHeader = createParamDecorator((_: unknown, context: ExecutionContext): string | null => {
  const value = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[
    IDEMPOTENCY_KEY_HEADER
  ];
  return value === undefined ? null : idempotencyKeyPipe.transform(value);
});

/**
 * The optional Idempotency-Key header of a create (`string | null`), validated (400 when malformed)
 * and documented: a retry with the same key answers what the first try made, and stores nothing new.
 */
export const IdempotencyKey =
  (what: string): ParameterDecorator =>
  (target, key, index) => {
    idempotencyKeyHeader()(target, key, index);
    documentMethod(
      target,
      key,
      ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description: `One key per ${what} (e.g. a UUID), sent again with a retry: the retry lands once and answers what the first try made`,
      }),
    );
  };
