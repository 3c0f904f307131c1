import type { AppDownloadView } from '@site/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { platformLabel } from '../utils/platforms';
import styles from './app-download-options.module.css';

interface AppDownloadOptionsProps {
  configs: readonly AppDownloadView[];
  /** Inside WeChat or QQ the link cannot download: the page shows its hint instead. */
  onBlockedDownload?: () => void;
}

/** /download: per platform its title, version, description, QR code and download link. */
export function AppDownloadOptions({ configs, onBlockedDownload }: AppDownloadOptionsProps) {
  const { t } = useTranslation();
  const onDownload = (event: MouseEvent) => {
    if (!onBlockedDownload) return;
    event.preventDefault();
    onBlockedDownload();
  };

  return (
    <div className={styles.grid}>
      {configs.map((config) => {
        const label = platformLabel(config.platform, t);
        const title = config.title || label;
        return (
          <article
            key={config.id}
            className={styles.card}
            aria-label={label}
            data-platform={config.platform}
            data-config-id={config.id}
          >
            <p className={styles.platform}>{label}</p>
            <h2 className={styles.title}>{title}</h2>
            {config.version && <p className={styles.version}>{t('download.version', { version: config.version })}</p>}
            {config.description && <p className={styles.description}>{config.description}</p>}
            <FallbackImage
              className={styles.qr}
              src={config.qrcode_url}
              alt={t('download.qrAlt', { title })}
              placeholder={t('download.noQr')}
              width={200}
              height={200}
              loading="eager"
            />
            <p className={styles.hint}>{t('download.scanHint')}</p>
            {config.download_url ? (
              <a className={styles.download} href={config.download_url} rel="noopener" onClick={onDownload}>
                {t('download.downloadPlatform', { platform: label })}
              </a>
            ) : (
              <span className={`${styles.download} ${styles.unavailable}`} aria-disabled="true">
                {t('download.noLink')}
              </span>
            )}
          </article>
        );
      })}
    </div>
  );
}
