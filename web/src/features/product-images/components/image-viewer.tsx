import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/ui/fallback-image';
import {
  INITIAL_VIEW,
  panBy,
  pinchZoom,
  stepIndex,
  toggleZoom,
  wheelZoom,
  withScale,
  zoomIn,
  zoomOut,
  viewerSource,
  type ViewState,
} from '../utils/zoom';
import type { GalleryImage } from './product-gallery';
import styles from './image-viewer.module.css';

interface ImageViewerProps {
  images: readonly GalleryImage[];
  startIndex: number;
  /** Gets the image shown last, so the gallery can follow. */
  onClose: (index: number) => void;
}

interface Pinch {
  distance: number;
  scale: number;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Full-screen image viewer: thumbnails; ←/→ switch; +/− zoom; 0 resets; Esc closes; wheel
 * zoom; double-click toggles 2×; drag to pan when zoomed; pinch on touch screens.
 */
export function ImageViewer({ images, startIndex, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const [view, setView] = useState<ViewState>(INITIAL_VIEW);
  const [dragging, setDragging] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<Pinch | null>(null);
  const count = images.length;
  const image = images[index];

  const show = (next: number) => {
    setIndex(next);
    setView(INITIAL_VIEW);
  };
  const zoomTo = (scale: number) => setView((current) => withScale(current, scale));

  // Keys, focus and the page's scroll belong to the viewer while it is open.
  const latest = useRef({ index, onClose });
  // A layout effect: in place before the next key press. Preact (the public pages' runtime) runs
  // passive effects after paint, so a second quick press would still see the old index.
  useLayoutEffect(() => {
    latest.current = { index, onClose };
  });
  useEffect(() => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();

    const onKey = (event: KeyboardEvent) => {
      const { index: current, onClose: close } = latest.current;
      switch (event.key) {
        case 'Escape':
          close(current);
          break;
        case 'ArrowLeft':
          setIndex((shown) => stepIndex(shown, -1, count));
          setView(INITIAL_VIEW);
          break;
        case 'ArrowRight':
          setIndex((shown) => stepIndex(shown, 1, count));
          setView(INITIAL_VIEW);
          break;
        case '+':
        case '=':
          setView((v) => withScale(v, zoomIn(v.scale)));
          break;
        case '-':
        case '_':
          setView((v) => withScale(v, zoomOut(v.scale)));
          break;
        case '0':
          setView(INITIAL_VIEW);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      previousFocus?.focus();
    };
  }, [count]);

  // React's wheel listener is passive, and the page must not scroll behind the viewer.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => withScale(v, wheelZoom(v.scale, event.deltaY)));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: distance(a, b), scale: view.scale };
    }
    setDragging(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const start = pinch.current;
      setView((v) => withScale(v, pinchZoom(start.scale, start.distance, distance(a, b))));
    } else if (pointers.current.size === 1) {
      setView((v) => panBy(v, point.x - last.x, point.y - last.y));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
  };

  if (!image) return null;
  const stageClass = [styles.stage, view.scale > 1 ? styles.zoomed : '', dragging ? styles.dragging : '']
    .filter(Boolean)
    .join(' ');

  return createPortal(
    <div
      ref={dialogRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.viewer')}
      tabIndex={-1}
    >
      <div className={styles.toolbar}>
        <span className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
        <span className={styles.zoomLevel} data-testid="zoom-level">
          {Math.round(view.scale * 100)}%
        </span>
        <div className={styles.tools}>
          <ToolButton label={t('gallery.zoomOut')} onClick={() => zoomTo(zoomOut(view.scale))}>
            <path d="M5 12h14" />
          </ToolButton>
          <ToolButton label={t('gallery.zoomIn')} onClick={() => zoomTo(zoomIn(view.scale))}>
            <path d="M12 5v14M5 12h14" />
          </ToolButton>
          <ToolButton label={t('gallery.resetZoom')} onClick={() => setView(INITIAL_VIEW)}>
            <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
          </ToolButton>
          <ToolButton label={t('gallery.close')} onClick={() => onClose(index)}>
            <path d="M6 6l12 12M18 6L6 18" />
          </ToolButton>
        </div>
      </div>

      <div
        ref={stageRef}
        className={stageClass}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => zoomTo(toggleZoom(view.scale))}
      >
        <FallbackImage
          key={image.src}
          className={styles.image}
          src={viewerSource(image.src, view.scale)}
          alt={image.alt}
          loading="eager"
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label={t('gallery.previous')}
            onClick={() => show(stepIndex(index, -1, count))}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label={t('gallery.next')}
            onClick={() => show(stepIndex(index, 1, count))}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <ul className={styles.thumbs} aria-label={t('gallery.thumbnails')}>
            {images.map((thumb, i) => (
              <li key={`${thumb.src}-${i}`}>
                <button
                  type="button"
                  className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                  aria-label={t('gallery.show', { number: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  <FallbackImage src={thumb.src} alt="" placeholder="" sizes="64px" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.hint}>{t('gallery.hint')}</p>
    </div>,
    document.body,
  );
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.tool} aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}
