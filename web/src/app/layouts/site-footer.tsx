import type { PublicSettings } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Container } from '../../components/ui/container';
import { SiteLink } from '../../components/ui/route-link';
import styles from './site-footer.module.css';

const BEIAN_URL = 'https://beian.miit.gov.cn/';

/** Groups of more links than this show them in two columns (the default group of six did). */
const ONE_COLUMN_MAX = 4;
/** From this many groups, narrower screens put the site's name and description on a row of their own. */
const WIDE_GROUPS = 3;

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const hasContact = Boolean(settings.address || settings.contactPhone || settings.contactEmail);
  // The grid keeps a column for the links even without groups, so the contacts stay where they were.
  const columns = Math.max(settings.footerLinks.length, 1);
  const gridClass = columns >= WIDE_GROUPS ? `${styles.grid} ${styles.wide}` : styles.grid;

  return (
    <footer className={styles.footer}>
      <Container className={gridClass} style={{ '--footer-groups': columns } as CSSProperties}>
        <div className={styles.about}>
          {settings.siteName && <p className={styles.siteName}>{settings.siteName}</p>}
          {settings.siteDescription && <p className={styles.muted}>{settings.siteDescription}</p>}
        </div>

        {settings.footerLinks.map((group, index) => (
          // Each group is a landmark named by its title (the settings keep titles unique).
          <nav key={index} aria-labelledby={`footer-links-${index}`}>
            <h2 id={`footer-links-${index}`} className={styles.heading}>
              {group.title}
            </h2>
            <ul className={group.links.length > ONE_COLUMN_MAX ? `${styles.links} ${styles.twoColumns}` : styles.links}>
              {group.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <SiteLink to={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        {hasContact && (
          <div className={styles.contactColumn}>
            <h2 className={styles.heading}>{t('footer.contact')}</h2>
            <address className={styles.contact}>
              {settings.address && (
                <p>
                  <span className={styles.label}>{t('footer.address')}</span>
                  {settings.address}
                </p>
              )}
              {settings.contactPhone && (
                <p>
                  <span className={styles.label}>{t('footer.phone')}</span>
                  <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
                </p>
              )}
              {settings.contactEmail && (
                <p>
                  <span className={styles.label}>{t('footer.email')}</span>
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </p>
              )}
            </address>
          </div>
        )}
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomBar}>
          <p>{t('footer.rights', { year, siteName: settings.siteName })}</p>
          {settings.recordNumber && (
            <a href={BEIAN_URL} target="_blank" rel="noopener noreferrer">
              {settings.recordNumber}
            </a>
          )}
        </Container>
      </div>
    </footer>
  );
}
