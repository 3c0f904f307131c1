// Public page: type imports only from @site/contracts (no zod in the visitor's bundle).
import type { ContactFormTokenReply, ContactSubmitReply } from '@site/contracts';
import { api, idempotent } from '../../../lib/api-client';
import type { ContactFormValues } from '../utils/contact-form';

export interface ContactSubmission extends ContactFormValues {
  formToken: string;
  /** The solved proof of work of the form token's challenge (base64). */
  proof: string;
  /** The honeypot: people never see the field and leave it empty. */
  website: string;
}

export const getFormToken = () => api.get<ContactFormTokenReply>('/api/contacts/form-token');

export const submitContact = (submission: ContactSubmission, idempotencyKey: string) =>
  api.post<ContactSubmitReply>('/api/contacts', submission, idempotent(idempotencyKey));
