import i18next from 'i18next';
import {
  CONTACT_FORM_TOKEN_MAX_AGE_MS,
  CONTACT_LIMITS,
  CONTACT_MIN_FILL_MS,
  contactSubmitSchema,
} from '@site/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  CONTACT_FIELD_LIMITS,
  EMPTY_CONTACT_FORM,
  MIN_FILL_MS,
  TOKEN_MAX_AGE_MS,
  contactPayload,
  fillWaitMs,
  isTokenFresh,
  submitErrorDetail,
  validateContact,
  type ContactField,
  type ContactFormValues,
} from './contact-form';

const { t } = i18next;

const valid: ContactFormValues = {
  name: '张三',
  email: 'zhangsan@example.com',
  company: '',
  subject: '咨询',
  message: '你好\n第二行',
};

/** The server's first message per field, as the gateway would answer. */
function serverErrors(values: ContactFormValues): Partial<Record<ContactField, string>> {
  const result = contactSubmitSchema.safeParse(values);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('contact form rules', () => {
  it('uses the server limits and times', () => {
    expect(CONTACT_FIELD_LIMITS).toEqual(CONTACT_LIMITS);
    expect(MIN_FILL_MS).toBe(CONTACT_MIN_FILL_MS);
    expect(TOKEN_MAX_AGE_MS).toBe(CONTACT_FORM_TOKEN_MAX_AGE_MS);
  });

  it.each<[string, Partial<ContactFormValues>]>([
    ['a valid message', {}],
    ['all required fields empty', { ...EMPTY_CONTACT_FORM }],
    ['blank name', { name: '   ' }],
    ['name at its limit', { name: '名'.repeat(50) }],
    ['name over its limit', { name: '名'.repeat(51) }],
    ['a line break in the subject', { subject: '主题\r\n注入' }],
    ['a control character in the name', { name: 'a\u0000b' }],
    ['a line break in the company', { company: 'A\nB' }],
    ['company over its limit', { company: 'c'.repeat(101) }],
    ['email without a domain', { email: 'someone@' }],
    ['email with spaces around', { email: '  a@b.cn  ' }],
    ['email with two dots', { email: 'a..b@example.com' }],
    ['email over its limit', { email: `${'a'.repeat(95)}@example.com` }],
    ['message over its limit', { message: 'x'.repeat(5001) }],
    ['message at its limit after trimming', { message: ` ${'x'.repeat(5000)} ` }],
  ])('says what the server says: %s', (_case, change) => {
    const values = { ...valid, ...change };
    expect(validateContact(values, t)).toEqual(serverErrors(values));
  });

  it('sends trimmed values', () => {
    expect(contactPayload({ ...valid, name: ' 张三 ', message: '\n内容\n' })).toMatchObject({
      name: '张三',
      message: '内容',
    });
  });

  it('waits out the minimum fill time, and nothing after it', () => {
    expect(fillWaitMs(10_000, 10_000)).toBeGreaterThanOrEqual(3000);
    expect(fillWaitMs(10_000, 12_000)).toBeGreaterThanOrEqual(1000);
    expect(fillWaitMs(10_000, 12_000)).toBeLessThan(2000);
    expect(fillWaitMs(10_000, 20_000)).toBe(0);
  });

  it('replaces a token before it expires', () => {
    expect(isTokenFresh(0, 60_000)).toBe(true);
    expect(isTokenFresh(0, TOKEN_MAX_AGE_MS)).toBe(false);
    expect(isTokenFresh(0, TOKEN_MAX_AGE_MS - 60_000)).toBe(false);
  });

  it("words failures: the server's reason, a fallback, the network", () => {
    expect(submitErrorDetail(new ApiError(429, '提交过于频繁，请稍后再试'), t)).toBe('提交过于频繁，请稍后再试');
    expect(submitErrorDetail(new ApiError(500, undefined), t)).toBe('提交失败，请稍后重试');
    expect(submitErrorDetail(new TypeError('Failed to fetch'), t)).toBe('提交失败，请检查网络后重试');
    expect(submitErrorDetail(new ApiError(400, '表单已过期，请刷新页面后重试', 'CONTACT_FORM_TOKEN_EXPIRED'), t)).toBe(
      '表单已过期，已为您更新，请再次点击提交',
    );
  });
});
