import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { ContactForm } from '../../features/contacts/components/contact-form';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import styles from './contact.module.css';

export function ContactPage() {
  const { t } = useTranslation();
  const { settings } = usePublicSettings();
  const channels = [
    { label: t('contact.address'), value: settings.address, href: undefined },
    {
      label: t('contact.phone'),
      value: settings.contactPhone,
      href: `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`,
    },
    { label: t('contact.email'), value: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
  ].filter((channel) => channel.value);

  return (
    <>
      <PageHeader title={t('nav.contact')}>{t('contact.intro')}</PageHeader>
      <Section>
        {channels.length > 0 && (
          <dl className={styles.channels}>
            {channels.map((channel) => (
              <div key={channel.label} className={styles.channel}>
                <dt>{channel.label}</dt>
                <dd>{channel.href ? <a href={channel.href}>{channel.value}</a> : channel.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <ContactForm />
      </Section>
    </>
  );
}
