import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import styles from './product-gallery.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

// The viewer (and its portal) loads on first open; most visitors never zoom.
const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

/** The product's pictures: a large one that opens the viewer, and thumbnails to pick it. */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) return <FallbackImage className={styles.main} src={null} alt={name} />;

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.mainButton}
        aria-label={t('gallery.open')}
        onClick={() => setViewing(true)}
      >
        <FallbackImage
          key={current.src}
          className={styles.main}
          src={current.src}
          alt={current.alt}
          width={520}
          height={390}
          loading="eager"
          sizes="(max-width: 767px) 100vw, 520px"
          fetchPriority="high"
        />
        <span className={styles.zoomHint} aria-hidden="true">
          {t('gallery.openHint')}
        </span>
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.images')}>
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={i === index ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={t('gallery.image', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <FallbackImage src={image.src} alt="" placeholder="" sizes="80px" width={76} height={57} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={index}
            onClose={(last) => {
              setIndex(last);
              setViewing(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
