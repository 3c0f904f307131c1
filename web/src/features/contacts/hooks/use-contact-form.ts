import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { submitContact } from '../api/submit-contact';
import {
  EMPTY_CONTACT_FORM,
  contactPayload,
  fieldError,
  fillWaitMs,
  isTooFast,
  submitErrorDetail,
  validateContact,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from '../utils/contact-form';
import { useFormToken } from './use-form-token';

export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Another server replica's clock may run behind ours: a few more seconds before giving up. */
const TOO_FAST_RETRIES = 3;
const TOO_FAST_RETRY_MS = 1500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Public contact form: idle → submitting → success (form cleared) or error. */
export function useContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [failure, setFailure] = useState('');
  const attempt = useIdempotencyKey();
  const tokens = useFormToken();

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    tokens.warmUp();
    // A shown error follows the edit (and clears once the value is right).
    setErrors((current) => (current[field] ? { ...current, [field]: fieldError(field, value, t) } : current));
  };

  const send = async (payload: ContactFormValues, key: string) => {
    for (let retry = 0; ; retry++) {
      const { token, receivedAt, proof } = await tokens.ensure();
      // A visitor quicker than the minimum fill time waits it out instead of being refused.
      await sleep(fillWaitMs(receivedAt, Date.now()));
      const solved = await proof();
      try {
        // Too fast is refused before the proof is spent, so the retry may send it again.
        return await submitContact({ ...payload, formToken: token, proof: solved, website }, key);
      } catch (error) {
        if (!isTooFast(error) || retry >= TOO_FAST_RETRIES) throw error;
        await sleep(TOO_FAST_RETRY_MS);
      }
    }
  };

  /** Validates at once; answers the first invalid field (for focus), or null when the form is being sent. */
  const submit = (): ContactField | null => {
    const found = validateContact(values, t);
    setErrors(found);
    const invalid = (Object.keys(found) as ContactField[])[0];
    if (invalid) return invalid;
    if (status === 'submitting') return null;

    const payload = contactPayload(values);
    const key = attempt.keyFor(payload);
    setStatus('submitting');
    send(payload, key).then(
      () => {
        attempt.done();
        setValues(EMPTY_CONTACT_FORM);
        setWebsite('');
        setStatus('success');
        // The next message is a new fill: a new token.
        void tokens.renew().catch(() => undefined);
      },
      (error: unknown) => {
        // Any failure after the check may have spent the proof: the next try gets a new one.
        void tokens.renew().catch(() => undefined);
        setFailure(submitErrorDetail(error, t));
        setStatus('error');
      },
    );
    return null;
  };

  return { values, website, setWebsite, errors, status, failure, change, submit };
}
