import styles from './hero.module.css';

/** Abstract "connected devices" drawing beside a large hero without a picture; purely decorative. */
export function HeroArt() {
  return (
    <svg className={styles.art} viewBox="0 0 360 280" fill="none" aria-hidden="true">
      <rect x="20" y="30" width="130" height="80" rx="14" className={styles.artPanel} />
      <rect x="210" y="20" width="130" height="80" rx="14" className={styles.artPanel} />
      <rect x="115" y="180" width="130" height="80" rx="14" className={styles.artPanel} />
      <path d="M150 70h60M85 110v40a20 20 0 0 0 20 20h10M275 100v50a20 20 0 0 1-20 20h-10" className={styles.artLine} />
      <circle cx="180" cy="70" r="6" className={styles.artDot} />
      <circle cx="85" cy="140" r="6" className={styles.artDot} />
      <circle cx="275" cy="135" r="6" className={styles.artDot} />
      <rect x="40" y="52" width="60" height="8" rx="4" className={styles.artBar} />
      <rect x="40" y="72" width="90" height="8" rx="4" className={styles.artBarSoft} />
      <rect x="230" y="42" width="90" height="8" rx="4" className={styles.artBar} />
      <rect x="230" y="62" width="50" height="8" rx="4" className={styles.artBarSoft} />
      <rect x="135" y="202" width="70" height="8" rx="4" className={styles.artBar} />
      <rect x="135" y="222" width="90" height="8" rx="4" className={styles.artBarSoft} />
    </svg>
  );
}
