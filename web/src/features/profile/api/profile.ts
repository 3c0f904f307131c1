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
