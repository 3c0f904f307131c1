import {
  contactListQuerySchema,
  contactStatusBodySchema,
  contactSubmitSchema,
  createAppDownloadSchema,
  isHttpUrl,
  updateAppDownloadSchema,
} from './contact';
import { idempotencyKeySchema } from './idempotency';
import { isOwnUploadUrl } from './uploads';

const valid = { name: '王建国', email: 'wang@example.com', subject: '咨询', message: '你好' };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;
const submitError = (body: Record<string, unknown>) => firstError(contactSubmitSchema.safeParse(body));

describe('contactSubmitSchema', () => {
  it('accepts the four required fields, trims them, and makes an absent company empty', () => {
    const parsed = contactSubmitSchema.parse({ ...valid, name: '  王建国 ', message: ' 多行\n留言 ' });
    expect(parsed).toMatchObject({ name: '王建国', company: '', message: '多行\n留言' });
    expect(contactSubmitSchema.parse({ ...valid, company: null }).company).toBe('');
  });

  it.each([
    ['name', '姓名不能为空'],
    ['email', '邮箱不能为空'],
    ['subject', '主题不能为空'],
    ['message', '留言内容不能为空'],
  ])('refuses a missing or blank %s, naming it', (field, message) => {
    expect(submitError({ ...valid, [field]: undefined })).toBe(message);
    expect(submitError({ ...valid, [field]: '   ' })).toBe(message);
  });

  it('refuses a malformed e-mail address', () => {
    expect(submitError({ ...valid, email: 'not-an-email' })).toBe('邮箱格式不正确');
    expect(submitError({ ...valid, email: 'a@b' })).toBe('邮箱格式不正确');
  });

  it.each([
    ['name', 50, '姓名不能超过50个字符'],
    ['company', 100, '公司名称不能超过100个字符'],
    ['subject', 100, '主题不能超过100个字符'],
    ['message', 5000, '留言内容不能超过5000个字符'],
  ])('limits %s to %i characters', (field, max, message) => {
    expect(submitError({ ...valid, [field]: '字'.repeat(max) })).toBeNull();
    expect(submitError({ ...valid, [field]: '字'.repeat(max + 1) })).toBe(message);
  });

  it.each([
    ['name', '姓名不能包含换行符'],
    ['email', '邮箱不能包含换行符'],
    ['subject', '主题不能包含换行符'],
  ])('refuses CR or LF in %s, even at the ends (no header injection)', (field, message) => {
    const base = (valid as Record<string, string>)[field];
    for (const text of [`${base}\r\nBcc: x@evil.test`, `${base}\n`, `\r${base}`]) {
      expect(submitError({ ...valid, [field]: text })).toBe(message);
    }
  });

  it('keeps line breaks in the message but refuses NUL and other control characters', () => {
    expect(submitError({ ...valid, message: '第一行\r\n第二行' })).toBeNull();
    expect(submitError({ ...valid, message: 'a\u0000b' })).toBe('留言内容包含无效字符');
    expect(submitError({ ...valid, name: 'a\u0007b' })).toBe('姓名包含无效字符');
  });

  it('takes an optional client id as idempotency key, of a sane shape', () => {
    expect(contactSubmitSchema.parse({ ...valid, clientId: '3f1c2a4e-1111-4aaa-8bbb-123456789abc' }).clientId).toBe(
      '3f1c2a4e-1111-4aaa-8bbb-123456789abc',
    );
    expect(submitError({ ...valid, clientId: 'short' })).toMatch(/幂等键/);
    expect(idempotencyKeySchema.safeParse('has space inside it').success).toBe(false);
  });
});

describe('contact status and list query', () => {
  it('accepts the four statuses (and their Chinese names), refuses others', () => {
    expect(contactStatusBodySchema.parse({ status: 'replied' }).status).toBe('replied');
    expect(contactStatusBodySchema.parse({ status: '已归档' }).status).toBe('archived');
    expect(firstError(contactStatusBodySchema.safeParse({ status: 'deleted' }))).toMatch(/^状态必须是/);
    expect(firstError(contactStatusBodySchema.safeParse({}))).toBe('状态不能为空');
  });

  it('defaults to page 1 of 10, reads all/empty status as no filter, and caps the limit at 100', () => {
    expect(contactListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(contactListQuerySchema.parse({ status: 'all', search: ' ' })).toEqual({ page: 1, limit: 10 });
    expect(contactListQuerySchema.parse({ page: '2', limit: '5', status: 'unread', search: ' 报价 ' })).toEqual({
      page: 2,
      limit: 5,
      status: 'unread',
      search: '报价',
    });
    expect(contactListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ status: 'spam' }).success).toBe(false);
  });
});

describe('app download schemas', () => {
  it('needs a platform on create (平台信息不能为空) and knows the four platforms', () => {
    expect(firstError(createAppDownloadSchema.safeParse({}))).toBe('平台信息不能为空');
    expect(firstError(createAppDownloadSchema.safeParse({ platform: '' }))).toBe('平台信息不能为空');
    expect(firstError(createAppDownloadSchema.safeParse({ platform: null }))).toBe('平台信息不能为空');
    expect(firstError(createAppDownloadSchema.safeParse({ platform: 'windows' }))).toBe(
      '平台必须是 android、android-beta、ios 或 ios-beta',
    );
    for (const platform of ['android', 'android-beta', 'ios', 'ios-beta', ' IOS ']) {
      expect(createAppDownloadSchema.safeParse({ platform }).success).toBe(true);
    }
  });

  it('accepts http(s) links and our uploads, refuses other links', () => {
    const link = (download_url: unknown) => updateAppDownloadSchema.safeParse({ download_url });
    expect(link('https://download.zhiheng-auto.cn/app/zhiheng-2.3.1.apk').success).toBe(true);
    expect(link('http://example.com/a.apk').success).toBe(true);
    expect(link('').success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x/a.apk', '/etc/passwd', 'https://', 'https://a b/c']) {
      expect(firstError(link(bad))).toBe(
        '下载链接必须是 http:// 或 https:// 开头的网址，或本站上传的文件（/uploads/…）',
      );
    }
    const qr = (qrcode_url: unknown) => updateAppDownloadSchema.safeParse({ qrcode_url });
    expect(qr('/uploads/qrcodes/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.png').success).toBe(true);
    expect(firstError(qr('/uploads/qrcodes/../../secret.png'))).toMatch(/^二维码链接必须是/);
  });

  it('reads the generated code address (what the list shows) as no uploaded code', () => {
    expect(updateAppDownloadSchema.parse({ qrcode_url: '/api/app-downloads/7/qrcode?v=0a1b2c3d4e5f' }).qrcode_url).toBe(
      '',
    );
    expect(updateAppDownloadSchema.parse({}).qrcode_url).toBeUndefined();
  });

  it('limits the texts and refuses line breaks in version and title', () => {
    expect(firstError(updateAppDownloadSchema.safeParse({ version: 'x'.repeat(51) }))).toBe('版本号不能超过50个字符');
    expect(firstError(updateAppDownloadSchema.safeParse({ title: 'x'.repeat(101) }))).toBe('标题不能超过100个字符');
    expect(firstError(updateAppDownloadSchema.safeParse({ title: 'a\nb' }))).toBe('标题不能包含换行符');
    expect(updateAppDownloadSchema.safeParse({ description: '第一行\n第二行' }).success).toBe(true);
  });

  it('tells our uploads and http links apart', () => {
    expect(isOwnUploadUrl('/uploads/images/2026/01/0f8fad5b-d9cb-469f-a165-70867728950e.webp')).toBe(true);
    expect(isOwnUploadUrl('/uploads/other/x.png')).toBe(false);
    expect(isHttpUrl('https://apps.apple.com/cn/app/id1')).toBe(true);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
