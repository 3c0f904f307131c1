import { useAlternates, useTranslation } from '../../lib/i18n';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { useDocumentHead } from '../../features/settings/hooks/use-document-head';
import { useVisitLog } from '../../features/visits/hooks/use-visit-log';
import { routeHandleOf } from '../../lib/page-title';
import { LanguageOffer } from './language-offer';
import { MaintenanceNotice } from './maintenance-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

export function PublicLayout() {
  const { t } = useTranslation();
  // Once for the banner and the switch: the page in each other language the site is offered in.
  const alternates = useAlternates();
  const { settings, isPending } = usePublicSettings();
  useDocumentHead(routeHandleOf(useMatches()));
  useVisitLog();

  // Hold page content until settings answer (or fail), so maintenance mode never flashes the page.
  let content = <Outlet />;
  if (isPending) content = <div className={styles.pending} aria-busy="true" />;
  else if (settings.maintenanceMode) content = <MaintenanceNotice message={settings.maintenanceMessage} />;

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('site.skipToContent')}
      </a>
      <LanguageOffer alternates={alternates} />
      <SiteHeader settings={settings} alternates={alternates} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {content}
      </main>
      <SiteFooter settings={settings} />
      <ScrollRestoration />
    </div>
  );
}
