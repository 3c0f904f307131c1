import {
  ROLE_LABELS,
  USER_STATUS_LABELS,
  toggledStatus,
  type CreateUserBody,
  type Role,
  type UpdateUserInput,
  type UserStatus,
  type UserView,
} from '@site/contracts';

export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  /** Add only: true mails an invitation (邀请) and leaves the password to the user. */
  invite?: boolean;
  /** Add only. */
  password?: string;
  confirmPassword?: string;
}

/** A new user starts as 查看者 (viewer), active. */
export const NEW_USER_VALUES: UserFormValues = {
  username: '',
  name: '',
  email: '',
  role: 'viewer',
  status: 'active',
  invite: false,
  password: '',
  confirmPassword: '',
};

export function userToFormValues(user: UserView): UserFormValues {
  return { username: user.username, name: user.name, email: user.email, role: user.role, status: user.status };
}

/** POST /api/users: the form without confirmPassword; an invitation carries no password. */
export function toCreatePayload(values: UserFormValues): CreateUserBody {
  if (values.invite) return { ...toUpdatePayload(values), invite: true };
  // Without an invitation, the spec's body as it was (no invite field).
  return { ...toUpdatePayload(values), password: values.password ?? '' };
}

export function toUpdatePayload(values: UserFormValues): UpdateUserInput & { status: UserStatus } {
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    status: values.status,
  };
}

/** The status button: active becomes disabled, anything else becomes active. */
export function statusAction(status: UserStatus): { next: UserStatus; label: string } {
  const next = toggledStatus(status);
  return { next, label: next === 'disabled' ? '禁用' : '启用' };
}

export const roleLabel = (role: string): string => ROLE_LABELS[role as Role] ?? role;
export const statusLabel = (status: string): string => USER_STATUS_LABELS[status as UserStatus] ?? status;

export const STATUS_COLORS: Record<UserStatus, string> = { active: 'green', inactive: 'default', disabled: 'red' };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));
export const STATUS_OPTIONS = (Object.keys(USER_STATUS_LABELS) as UserStatus[]).map((value) => ({
  value,
  label: USER_STATUS_LABELS[value],
}));
