import { useEffect, useId, useRef } from 'react';
import { IN_APP_BROWSER_NAMES, type BlockingBrowser } from '../utils/user-agent';
import styles from './open-in-browser-overlay.module.css';

interface OpenInBrowserOverlayProps {
  browser: BlockingBrowser;
  onClose: () => void;
}

/** WeChat and QQ block APK downloads: point at their ··· menu and its "open in browser" entry. */
export function OpenInBrowserOverlay({ browser, onClose }: OpenInBrowserOverlayProps) {
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
          请在系统浏览器中打开
        </h2>
        <p>{IN_APP_BROWSER_NAMES[browser]}内置浏览器不支持下载 APP，请按以下步骤操作：</p>
        <ol className={styles.steps}>
          <li>
            点击右上角的 <strong className={styles.dots}>···</strong> 按钮
          </li>
          <li>选择「在浏览器打开」</li>
          <li>在浏览器中再次点击下载</li>
        </ol>
        <button ref={button} type="button" className={styles.close} onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>
  );
}
