import { useState, type ImgHTMLAttributes } from 'react';
import styles from './fallback-image.module.css';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Text inside the placeholder. */
  placeholder?: string;
}

/** SPEC §8: a missing or broken picture falls back to a placeholder; lazy unless told otherwise. */
export function FallbackImage({
  src,
  alt,
  placeholder = '暂无图片',
  className,
  loading = 'lazy',
  ...rest
}: FallbackImageProps) {
  // Remembering which src failed resets the fallback by itself when src changes.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={className ? `${styles.placeholder} ${className}` : styles.placeholder}
        role="img"
        aria-label={alt}
      >
        <svg viewBox="0 0 48 48" fill="none" aria-hidden="true">
          <rect x="6" y="9" width="36" height="30" rx="4" stroke="currentColor" strokeWidth="2.5" />
          <circle cx="17" cy="19" r="4" stroke="currentColor" strokeWidth="2.5" />
          <path d="M6 33l11-10 9 8 6-5 10 9" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
        <span>{placeholder}</span>
      </div>
    );
  }
  // A server-rendered picture may fail before React hydrates and listens: the ref sees it broken.
  const brokenBeforeHydration = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(src);
  };
  return (
    <img
      ref={brokenBeforeHydration}
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      onError={() => setFailed(src)}
      {...rest}
    />
  );
}
