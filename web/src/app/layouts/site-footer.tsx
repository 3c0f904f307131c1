import type { PublicSettings } from '@site/contracts';
import { Container } from '../../components/ui/container';
import { RouteLink } from '../../components/ui/route-link';
import { FOOTER_NAV } from './nav-items';
import styles from './site-footer.module.css';

const BEIAN_URL = 'https://beian.miit.gov.cn/';

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const year = new Date().getFullYear();
  const hasContact = Boolean(settings.address || settings.contactPhone || settings.contactEmail);

  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.about}>
          {settings.siteName && <p className={styles.siteName}>{settings.siteName}</p>}
          {settings.siteDescription && <p className={styles.muted}>{settings.siteDescription}</p>}
        </div>

        <nav aria-label="页脚导航">
          <h2 className={styles.heading}>快速链接</h2>
          <ul className={styles.links}>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <RouteLink to={item.to}>{item.label}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>

        {hasContact && (
          <div>
            <h2 className={styles.heading}>联系方式</h2>
            <address className={styles.contact}>
              {settings.address && (
                <p>
                  <span className={styles.label}>地址：</span>
                  {settings.address}
                </p>
              )}
              {settings.contactPhone && (
                <p>
                  <span className={styles.label}>电话：</span>
                  <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
                </p>
              )}
              {settings.contactEmail && (
                <p>
                  <span className={styles.label}>邮箱：</span>
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </p>
              )}
            </address>
          </div>
        )}
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomBar}>
          <p>
            © {year} {settings.siteName} 版权所有
          </p>
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
