// The URL rules alone: the full contracts would bring zod into the public pages.
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantBase } from '@site/contracts/upload-urls';
import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/locale';
import styles from './fallback-image.module.css';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Text inside the placeholder (暂无图片 by default). */
  placeholder?: string;
  /**
   * The slot's width for `srcset` (`(max-width: 767px) 100vw, 520px`). With it, our uploaded pictures
   * come as AVIF/WebP variants no wider than the screen needs; without it, the master is shown.
   */
  sizes?: string;
}

/** `srcset` of one format: every variant width of a picture, or null when it has none. */
export function variantSrcSet(src: string, format: (typeof IMAGE_VARIANT_FORMATS)[number]): string | null {
  // The URL is checked once, not once per width: a product list has many pictures to render.
  const base = imageVariantBase(src);
  return base && IMAGE_VARIANT_WIDTHS.map((width) => `${base}/w${width}.${format} ${width}w`).join(', ');
}

/** A missing or broken picture falls back to a placeholder; lazy unless told otherwise. */
export function FallbackImage({
  src,
  alt,
  placeholder,
  className,
  loading = 'lazy',
  sizes,
  ...rest
}: FallbackImageProps) {
  const { t } = useTranslation();
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
        <span>{placeholder ?? t('common.noImage')}</span>
      </div>
    );
  }
  // A server-rendered picture may fail before React hydrates and listens: the ref sees it broken.
  const brokenBeforeHydration = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(src);
  };
  const img = (
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
  const sources = sizes ? IMAGE_VARIANT_FORMATS.map((format) => [format, variantSrcSet(src, format)] as const) : [];
  if (!sources.length || sources.some(([, srcSet]) => !srcSet)) return img;
  // AVIF first: the browser takes the first source it can decode.
  return (
    <picture className={styles.picture}>
      {sources.map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet ?? undefined} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
