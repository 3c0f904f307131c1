import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useContactForm } from '../hooks/use-contact-form';
import { CONTACT_FIELD_LIMITS, type ContactField, type ContactFormErrors } from '../utils/contact-form';
import styles from './contact-form.module.css';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  /** Shown under the field, right-aligned (the character counter). */
  extra?: ReactNode;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

function Field({ id, label, required, error, extra, children }: FieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}>{t('contact.optional')}</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {(error || extra) && (
        <div className={styles.below}>
          {error && (
            <p id={errorId} className={styles.fieldError}>
              {error}
            </p>
          )}
          {extra}
        </div>
      )}
    </div>
  );
}

const INPUTS: { field: Exclude<ContactField, 'message'>; type: string; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'subject', type: 'text', autoComplete: 'off' },
];

/** /contact: the message form with its success and error banners. No antd on public pages. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useContactForm();
  // Not useId: React on the server and preact/compat in the browser make different ids, and hydration
  // keeps the server's, so the ids looked up here would not be found. One form per page.
  const prefix = 'contact-form';
  const idOf = (field: ContactField) => `${prefix}-${field}`;
  const submitting = form.status === 'submitting';
  const errors: ContactFormErrors = form.errors;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) document.getElementById(idOf(invalid))?.focus();
  };
  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    form.change(field, event.target.value);

  const messageLength = form.values.message.length;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.title}>
        {t('contact.formTitle')}
      </h2>
      <p className={styles.intro}>{t('contact.formIntro')}</p>
      <fieldset className={styles.fields} disabled={submitting}>
        <div className={styles.grid}>
          {INPUTS.map(({ field, type, autoComplete }) => (
            <Field
              key={field}
              id={idOf(field)}
              label={t(`contact.fields.${field}`)}
              required={field !== 'company'}
              error={errors[field]}
            >
              {(aria) => (
                <input
                  {...aria}
                  className={styles.input}
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={CONTACT_FIELD_LIMITS[field]}
                  aria-required={field !== 'company'}
                  value={form.values[field]}
                  onChange={onChange(field)}
                />
              )}
            </Field>
          ))}
        </div>
        <Field
          id={idOf('message')}
          label={t('contact.fields.message')}
          required
          error={errors.message}
          extra={
            <span className={styles.counter} aria-live="off">
              {messageLength}/{CONTACT_FIELD_LIMITS.message}
            </span>
          }
        >
          {(aria) => (
            <textarea
              {...aria}
              className={`${styles.input} ${styles.textarea}`}
              name="message"
              rows={7}
              maxLength={CONTACT_FIELD_LIMITS.message}
              aria-required
              value={form.values.message}
              onChange={onChange('message')}
            />
          )}
        </Field>

        {/* The honeypot: hidden from people and screen readers, so only a bot fills it in. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${prefix}-website`}>{t('contact.honeypot')}</label>
          <input
            id={`${prefix}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(event) => form.setWebsite(event.target.value)}
          />
        </div>

        {/* Beside the button, where the eye is after pressing it. */}
        {form.status === 'success' && (
          <div className={`${styles.banner} ${styles.success}`} role="status">
            {t('contact.success')}
          </div>
        )}
        {form.status === 'error' && (
          <div className={`${styles.banner} ${styles.error}`} role="alert">
            <p className={styles.bannerTitle}>{t('contact.failed')}</p>
            <p>{form.failure}</p>
          </div>
        )}

        <button type="submit" className={styles.submit} aria-busy={submitting}>
          {submitting ? t('contact.submitting') : t('contact.submit')}
        </button>
      </fieldset>
    </form>
  );
}
