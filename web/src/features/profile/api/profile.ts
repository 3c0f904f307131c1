import { api } from '../../../lib/api-client';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** A PNG data URL of the otpauth QR code, drawn by the server. */
  qrDataUrl: string;
}

export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<void>('/api/profile/password', input);

export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/profile/two-factor/setup');

export const enableTwoFactor = (code: string) =>
  api.post<{ enabled: boolean }>('/api/profile/two-factor/enable', { code });

export const disableTwoFactor = (password: string) =>
  api.post<{ enabled: boolean }>('/api/profile/two-factor/disable', { password });
