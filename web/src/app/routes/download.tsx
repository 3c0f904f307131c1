import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Section } from '../../components/ui/section';
import { appDownloadsQuery } from '../../features/app-downloads/api/app-downloads';
import { AppDownloadOptions } from '../../features/app-downloads/components/app-download-options';
import { OpenInBrowserOverlay } from '../../features/app-downloads/components/open-in-browser-overlay';
import { PUBLIC_PLATFORMS, latestByPlatform } from '../../features/app-downloads/utils/platforms';
import { blockingInAppBrowser } from '../../features/app-downloads/utils/user-agent';
import { errorDetail } from '../../lib/api-client';
import styles from './download.module.css';

const subscribeNever = () => () => undefined;
const browserUserAgent = () => navigator.userAgent;
const noUserAgent = () => '';

/** /download: the newest Android and Android beta builds, with the WeChat/QQ hint. */
export function DownloadPage() {
  const { t } = useTranslation();
  const query = useQuery(appDownloadsQuery);
  const configs = useMemo(() => latestByPlatform(query.data ?? [], PUBLIC_PLATFORMS), [query.data]);
  // The server knows no user agent: hydration starts from '' and the browser's follows at once.
  const userAgent = useSyncExternalStore(subscribeNever, browserUserAgent, noUserAgent);
  const blocking = useMemo(() => blockingInAppBrowser(userAgent), [userAgent]);
  const [dismissed, setDismissed] = useState(false);
  const overlay = blocking !== null && !dismissed;
  const closeOverlay = useCallback(() => setDismissed(true), []);

  useEffect(() => {
    // A load failure logs 获取APP下载信息失败; the page shows the retry-later line.
    if (query.isError) console.error('获取APP下载信息失败', query.error);
  }, [query.isError, query.error]);

  return (
    <>
      <PageHeader title={t('nav.download')}>{t('download.intro')}</PageHeader>
      <Section>
        {query.isPending ? (
          <div className={styles.loading} role="status" aria-busy="true">
            {t('download.loading')}
          </div>
        ) : query.isError ? (
          <ErrorState
            title={t('download.loadFailed')}
            detail={errorDetail(query.error, t)}
            onRetry={() => void query.refetch()}
          />
        ) : configs.length === 0 ? (
          <EmptyState title={t('download.empty')} description={t('download.emptyDescription')} />
        ) : (
          <AppDownloadOptions configs={configs} onBlockedDownload={blocking ? () => setDismissed(false) : undefined} />
        )}
      </Section>
      {blocking && overlay && <OpenInBrowserOverlay browser={blocking} onClose={closeOverlay} />}
    </>
  );
}
