import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { ContactForm } from '../../features/contacts/components/contact-form';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import styles from './contact.module.css';

export function ContactPage() {
  const { settings } = usePublicSettings();
  const channels = [
    { label: '地址', value: settings.address, href: undefined },
    { label: '电话', value: settings.contactPhone, href: `tel:${settings.contactPhone.replace(/[^\d+]/g, '')}` },
    { label: '邮箱', value: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
  ].filter((channel) => channel.value);

  return (
    <>
      <PageHeader title="联系我们">无论是产品咨询、方案定制还是合作洽谈，我们都乐意倾听。</PageHeader>
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
