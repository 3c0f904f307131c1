import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/** The OpenAPI schema of a contract, so docs and validation come from one definition. */
export const openApiSchema = (schema: z.ZodType): SchemaObject =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' }) as SchemaObject;
