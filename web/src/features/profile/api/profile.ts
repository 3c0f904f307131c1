import { api } from '../../../lib/api-client';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** A PNG data URL of the otpauth QR code, drawn by the server. */
  qrDataUrl: string;
}

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<void>('/api/profile/password', input);

/** `password`: the current password, needed when two-factor is on (replacing the authenticator). */
export const setupTwoFactor = (password?: string) =>
  api.post<TwoFactorSetup>('/api/profile/two-factor/setup', password ? { password } : {});

export const enableTwoFactor = (code: string, password?: string) =>
  api.post<{ enabled: boolean }>('/api/profile/two-factor/enable', password ? { code, password } : { code });

export const disableTwoFactor = (password: string) =>
  api.post<{ enabled: boolean }>('/api/profile/two-factor/disable', { password });

/** Mails a confirmation link to the new address; answers the sentence to show. */
export const changeEmail = async (input: { email: string; password: string }) =>
  (await api.post<{ message?: string } | undefined>('/api/profile/email', input))?.message ??
  '确认邮件已发送，请打开邮件中的链接完成修改';
