import type { TestMailResult } from '@site/contracts';
import { api } from '../../../lib/api-client';

/** Sends one mail now with the saved SMTP settings; the answer carries the server's reply either way. */
export const sendTestMail = (to: string) => api.post<TestMailResult>('/api/settings/test-mail', { to });
