import { z } from 'zod';
import { SETTINGS_TABS, settingsSchemas, type SettingsTab } from './settings';
import { proofChallengeSchema, proofField } from './proof-of-work';
import { ID_PATTERN, MAX_ID, text } from './text';

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: '管理员', editor: '编辑', viewer: '查看者' };

export const USER_STATUSES = ['active', 'inactive', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: '活跃', inactive: '未激活', disabled: '禁用' };

/** Chinese role and status names (管理员, 编辑, 查看者; 启用…) are accepted too. */
const ROLE_ALIASES: Record<string, Role> = { 管理员: 'admin', 编辑: 'editor', 查看者: 'viewer' };
const STATUS_ALIASES: Record<string, UserStatus> = {
  活跃: 'active',
  启用: 'active',
  正常: 'active',
  未激活: 'inactive',
  停用: 'inactive',
  禁用: 'disabled',
  已禁用: 'disabled',
};

export const roleSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (ROLE_ALIASES[v.trim()] ?? v.trim()) : v),
  z.enum(ROLES, { message: '角色必须是管理员、编辑或查看者' }),
);
export const userStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (STATUS_ALIASES[v.trim()] ?? v.trim().toLowerCase()) : v),
  z.enum(USER_STATUSES, { message: '状态必须是活跃、未激活或禁用' }),
);

/** The status toggle: active becomes disabled; anything else becomes active. */
export const toggledStatus = (status: UserStatus): UserStatus => (status === 'active' ? 'disabled' : 'active');

/** What the gateway knows of the signed-in user, and what the browser keeps as `adminUser`. */
export const sessionUserSchema = z.strictObject({
  id: z.number().int().positive(),
  username: text('用户名'),
  name: text('姓名'),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A user as the back office sees it: never a password or a hash. */
export const userViewSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  lastLogin: z.string().nullable(),
  locked: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Invited by e-mail and no password set yet: cannot sign in until the invitation is accepted. */
  invited: z.boolean(),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** Identity's answer to a sign-in: the cookie value (only its hash is stored) and the user. */
export const loginResultSchema = z.strictObject({
  token: z.string(),
  /** Cookie Max-Age for remember-me; null for a browser-session cookie. */
  maxAgeSeconds: z.number().nullable(),
  user: sessionUserSchema,
  /** A new trusted-device cookie for this browser (absent when its cookie is still trusted). */
  deviceToken: z.string().optional(),
  /** This browser's own cookie (the one it sent, or a new one): how a sign-in from a new browser is told apart. */
  browserToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Where a sign-in came from, for the audit log and the limits. */
export const loginContextSchema = z.object({
  ip: text('客户端地址').max(64).nullable(),
  userAgent: text('User-Agent').max(1024).nullable(),
  /** The trusted-device cookie the browser sent, if any. */
  deviceToken: text('设备令牌').max(100).nullable().optional(),
  /** The browser cookie it sent, if any (a new-browser sign-in gets a notice by mail). */
  browserToken: text('浏览器令牌').max(100).nullable().optional(),
  /** How long the gateway waits for the answer: hashing still queued past most of it is dropped. */
  waitMs: z.number().int().min(0).max(60_000).optional(),
});
/** Password checks of a signed-in user carry the client address: they are counted like sign-ins. */
export const requestContextSchema = z.object({ ip: text('客户端地址').max(64).nullable() }).default({ ip: null });
export type LoginContext = z.infer<typeof loginContextSchema>;

export const loginOptionsSchema = z.strictObject({ captchaRequired: z.boolean() });
export const captchaSchema = proofChallengeSchema;
export const twoFactorEnrolmentSchema = z.strictObject({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export const twoFactorStateSchema = z.strictObject({ enabled: z.boolean() });

/**
 * The one form of a user name for lookup, uniqueness and sign-in throttling keys: NFKC, then lower
 * case. Lookup and throttling must agree, or a look-alike spelling (U+0130 İ, full-width letters)
 * would reach an account under a throttling key of its own. Stored names are ASCII (the schema
 * below), so SQL lower() of a stored name equals this form.
 */
export const normalizeUsername = (name: string): string => name.normalize('NFKC').toLowerCase();

const username = text('用户名', '用户名不能为空')
  .trim()
  .min(1, '用户名不能为空')
  .max(50, '用户名不能超过50个字符')
  .regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -');
const name = text('姓名', '姓名不能为空').trim().min(1, '姓名不能为空').max(50, '姓名不能超过50个字符');
const email = text('邮箱', '邮箱不能为空')
  .trim()
  .min(1, '邮箱不能为空')
  .max(100, '邮箱不能超过100个字符')
  .pipe(z.email('邮箱格式不正确'));
const password = text('密码', '密码不能为空').min(1, '密码不能为空').max(128, '密码不能超过128个字符');

export const loginSchema = z.object({
  username: text('用户名', '用户名不能为空').trim().min(1, '用户名不能为空').max(100, '用户名或密码错误'),
  password: text('密码', '密码不能为空').min(1, '密码不能为空').max(128, '用户名或密码错误'),
  remember: z.boolean().optional().default(false),
  /** The solved proof-of-work challenge of `GET /api/captcha`, when the captcha setting is on. */
  captcha: proofField.optional(),
  /** TOTP code, for accounts enrolled in two-factor sign-in. */
  otp: text('动态验证码').max(10).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const createUserSchema = z.object({
  username,
  name,
  email,
  role: roleSchema.default('viewer'),
  status: userStatusSchema.default('active'),
  /** Empty with `invite`: the user sets their own password from the invitation mail. */
  password: password.optional(),
  invite: z.boolean().optional().default(false),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;
/** What a client sends: `invite` may be left out (the spec's body). */
export type CreateUserBody = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  username,
  name,
  email,
  role: roleSchema,
  status: userStatusSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/**
 * Forgot password: an e-mail address or a user name. Anything is accepted (a malformed address gets
 * the same answer as an unknown one); the service decides what to do with it.
 */
export const forgotPasswordSchema = z.object({ email: z.string().max(1000).catch('') }).catch({ email: '' });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
/** The token from the reset link, and the new password. */
export const passwordResetSchema = z.object({
  token: text('令牌', '重置链接无效，请重新申请').max(200, '重置链接无效，请重新申请'),
  password,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
/** The token from an invitation mail, and the password the new user chooses. */
export const acceptInviteSchema = z.object({
  token: text('令牌', '邀请链接无效，请联系管理员重新发送').max(200, '邀请链接无效，请联系管理员重新发送'),
  password,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;
/** The token from an e-mail change's confirmation mail. */
export const confirmEmailSchema = z.object({
  token: text('令牌', '确认链接无效，请重新申请').max(200, '确认链接无效，请重新申请'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;
/** A signed-in user's new address, confirmed by their current password. */
export const changeEmailSchema = z.object({ email, password });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
/** Where an anonymous request came from, for the limits and the audit log. */
export const clientContextSchema = z.object({
  ip: text('客户端地址').max(64).nullable(),
  userAgent: text('User-Agent').max(1024).nullable(),
});
export type ClientContext = z.infer<typeof clientContextSchema>;

export const userStatusBodySchema = z.object({ status: userStatusSchema });
export const resetPasswordSchema = z.object({ newPassword: password });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword: password });
/**
 * The current password, asked before two-factor is enabled and before it is replaced on an account that
 * has it on (as when turning it off): a stolen session alone must not set or swap the secret. Optional
 * here; the service decides (a missing one is a wrong one).
 */
const currentPassword = password.optional();
export const twoFactorSetupSchema = z.object({ password: currentPassword });
export const twoFactorCodeSchema = z.object({
  code: text('动态验证码', '动态验证码不能为空')
    .trim()
    .regex(/^\d{6}$/, '动态验证码是6位数字'),
  password: currentPassword,
});
export const twoFactorDisableSchema = z.object({ password });

export const settingsTabSchema = z.enum(SETTINGS_TABS as [SettingsTab, ...SettingsTab[]], {
  // Named from the list, so a new tab is never left out of the message.
  message: `设置分类必须是 ${SETTINGS_TABS.slice(0, -1).join('、')} 或 ${SETTINGS_TABS.at(-1)}`,
});
export const saveSettingsSchema = z.object({ tab: settingsTabSchema, settings: z.record(text('设置项'), z.unknown()) });

/** Validates one tab's values; each tab has its own required fields. */
export const settingsTabValuesSchema = (tab: SettingsTab) => settingsSchemas[tab];

/** What a password must satisfy under the security settings. */
export interface PasswordPolicy {
  minLength: number;
  requireUppercase: boolean;
  requireNumber: boolean;
  requireSymbol: boolean;
}

/** The first rule a password breaks, in Chinese; null when it passes. */
export function passwordPolicyError(password: string, policy: PasswordPolicy): string | null {
  if (password.length < policy.minLength) return `密码长度至少为${policy.minLength}位。`;
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return '密码必须包含大写字母。';
  if (policy.requireNumber && !/\d/.test(password)) return '密码必须包含数字。';
  if (policy.requireSymbol && !/[^A-Za-z0-9]/.test(password)) return '密码必须包含特殊字符。';
  return null;
}

export const auditEntrySchema = z.strictObject({
  id: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  username: z.string(),
  role: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  ip: z.string().nullable(),
  /** The browser's User-Agent as it was sent (at most 300 characters); null when none was. */
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.strictObject({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
});

/** What the gateway records of a back-office write or a sign-in. */
export const auditAppendSchema = z.object({
  userId: z.number().int().nullable(),
  username: text('用户名').max(50),
  role: text('角色').max(10),
  action: text('操作').max(100),
  method: text('方法').max(10),
  path: text('路径').max(2000),
  status: z.number().int(),
  ip: text('客户端地址').max(64).nullable(),
  userAgent: text('浏览器标识').max(1024).nullable().optional(),
});
export type AuditRecord = z.infer<typeof auditAppendSchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: text('搜索词').trim().max(100, '搜索词不能超过100个字符').optional(),
});

/** A path or message id: a number, or a strict decimal string (no sign, spaces, leading zeros, hex or exponent). */
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && ID_PATTERN.test(v) ? Number(v) : v),
  z.number('ID 必须是正整数').int('ID 必须是正整数').positive('ID 必须是正整数').max(MAX_ID, 'ID 无效'),
);
