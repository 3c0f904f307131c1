import { z } from 'zod';
import { SETTINGS_TABS, settingsSchemas, type SettingsTab } from './settings';

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { admin: '管理员', editor: '编辑', viewer: '查看者' };

export const USER_STATUSES = ['active', 'inactive', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: '活跃', inactive: '未激活', disabled: '禁用' };

/** SPEC §4: Chinese values are accepted too. */
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

/** SPEC §4: active becomes disabled; anything else becomes active. */
export const toggledStatus = (status: UserStatus): UserStatus => (status === 'active' ? 'disabled' : 'active');

/** What the gateway knows of the signed-in user, and what the browser keeps as `adminUser`. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  role: Role;
}

/** A user as the back office sees it: never a password or a hash. */
export interface UserView {
  id: number;
  username: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  lastLogin: string | null;
  locked: boolean;
  twoFactorEnabled: boolean;
  created_at: string;
}

const username = z
  .string('用户名不能为空')
  .trim()
  .min(1, '用户名不能为空')
  .max(50, '用户名不能超过50个字符')
  .regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -');
const name = z.string('姓名不能为空').trim().min(1, '姓名不能为空').max(50, '姓名不能超过50个字符');
const email = z
  .string('邮箱不能为空')
  .trim()
  .min(1, '邮箱不能为空')
  .max(100, '邮箱不能超过100个字符')
  .pipe(z.email('邮箱格式不正确'));
const password = z.string('密码不能为空').min(1, '密码不能为空').max(128, '密码不能超过128个字符');

export const loginSchema = z.object({
  username: z.string('用户名不能为空').trim().min(1, '用户名不能为空').max(100, '用户名或密码错误'),
  password: z.string('密码不能为空').min(1, '密码不能为空').max(128, '用户名或密码错误'),
  remember: z.boolean().optional().default(false),
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
  /** TOTP code, for accounts enrolled in two-factor sign-in. */
  otp: z.string().max(10).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const createUserSchema = z.object({
  username,
  name,
  email,
  role: roleSchema.default('viewer'),
  status: userStatusSchema.default('active'),
  password,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object({
  username,
  name,
  email,
  role: roleSchema,
  status: userStatusSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const userStatusBodySchema = z.object({ status: userStatusSchema });
export const resetPasswordSchema = z.object({ newPassword: password });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword: password });
export const twoFactorCodeSchema = z.object({
  code: z
    .string('动态验证码不能为空')
    .trim()
    .regex(/^\d{6}$/, '动态验证码是6位数字'),
});
export const twoFactorDisableSchema = z.object({ password });

export const settingsTabSchema = z.enum(SETTINGS_TABS as [SettingsTab, ...SettingsTab[]], {
  message: '设置分类必须是 general、security、email 或 system',
});
export const saveSettingsSchema = z.object({ tab: settingsTabSchema, settings: z.record(z.string(), z.unknown()) });

/** Validates one tab's values; required fields as SPEC.md section 5 lists them. */
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

export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  username: string;
  role: string;
  action: string;
  method: string;
  path: string;
  status: number;
  ip: string | null;
}

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});

/** NATS envelopes: what the gateway adds to a request on behalf of the signed-in user. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export const idSchema = z.coerce
  .number('ID 必须是数字')
  .int('ID 必须是整数')
  .positive('ID 必须是正整数')
  .max(2147483647, 'ID 无效');
