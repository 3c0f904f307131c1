import { baseVersionSchema } from '@site/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

/**
 * `?publish=true` on a create or a save: save and publish in one step (保存并发布). Absent, empty
 * or false: save only (a new record stays a draft, a published one keeps its live version).
 */
export const publishQuerySchema = z.object({
  publish: z
    .enum(['true', 'false', '1', '0', ''], { message: 'publish 必须是 true 或 false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type PublishQuery = z.infer<typeof publishQuerySchema>;

/**
 * The version a save started from, read from the same body as the record's fields (the fields'
 * schema drops `version`): a second parse of that body. Absent: no check (an old client, a script).
 */
const baseVersionPipe = new ZodValidationPipe(baseVersionSchema);
export function baseVersionOf(body: unknown): number | undefined {
  return baseVersionPipe.transform(body).version;
}

/** Keys of an autosave body: a form has a dozen fields; many more is no form. */
const MAX_AUTOSAVE_FIELDS = 50;

/**
 * `PUT …/autosave`: the editor's form as it stands, an object of its fields, kept as they are (the
 * service stores them as the rolling autosave revision and checks nothing: a half-typed form is
 * allowed). Bounded like the record's own body: at most `maxChars` characters of JSON.
 */
export function autosaveBodySchema(maxChars: number) {
  return z
    .record(z.string().max(100, '字段名过长'), z.unknown(), { message: '自动保存的内容必须是对象' })
    .refine(
      (fields) => Object.keys(fields).length <= MAX_AUTOSAVE_FIELDS,
      `自动保存的字段不能超过${MAX_AUTOSAVE_FIELDS}个`,
    )
    .refine((fields) => JSON.stringify(fields).length <= maxChars, '自动保存的内容过大');
}
