import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { BlockingBrowser } from '../utils/user-agent';
import styles from './open-in-browser-overlay.module.css';

interface OpenInBrowserOverlayProps {
  browser: BlockingBrowser;
  onClose: () => void;
}

/** WeChat and QQ block APK downloads: point at their ··· menu and its "open in browser" entry. */
export function OpenInBrowserOverlay({ browser, onClose }: OpenInBrowserOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    button.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <svg className={styles.arrow} viewBox="0 0 80 80" fill="none" aria-hidden="true">
        <path d="M8 72C20 40 40 22 66 12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M50 8l18 3-6 17" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {t('download.openInBrowser')}
        </h2>
        <p>{t('download.blocked', { browser: t(`download.browsers.${browser}`) })}</p>
        <ol className={styles.steps}>
          <li>
            {t('download.stepMenuBefore')}
            <strong className={styles.dots}>···</strong>
            {t('download.stepMenuAfter')}
          </li>
          <li>{t('download.stepOpen')}</li>
          <li>{t('download.stepDownload')}</li>
        </ol>
        <button ref={button} type="button" className={styles.close} onClick={onClose}>
          {t('download.gotIt')}
        </button>
      </div>
    </div>
  );
}
