import { imageVariantUrl } from '@site/contracts/upload-urls';

/** Image viewer: zoom 0.5× to 5×, ×1.2 per key or button, wheel ×0.9 / ×1.1, double-click 2×. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 5;
export const ZOOM_STEP = 1.2;
export const WHEEL_OUT = 0.9;
export const WHEEL_IN = 1.1;
export const DOUBLE_CLICK_ZOOM = 2;

export interface ViewState {
  scale: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: ViewState = { scale: 1, x: 0, y: 0 };

// Repeated ×1.2 / ÷1.2 drifts in floating point; four decimals keep 1 reachable again.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale)));
}

export const zoomIn = (scale: number) => clampZoom(scale * ZOOM_STEP);
export const zoomOut = (scale: number) => clampZoom(scale / ZOOM_STEP);

/** Wheel down (positive deltaY) zooms out, up zooms in. */
export const wheelZoom = (scale: number, deltaY: number) =>
  deltaY === 0 ? scale : clampZoom(scale * (deltaY > 0 ? WHEEL_OUT : WHEEL_IN));

/** Double-click: from 1× to 2×, from anything else back to 1×. */
export const toggleZoom = (scale: number) => (scale === 1 ? DOUBLE_CLICK_ZOOM : 1);

/** Pinch: the scale at the start times how much the fingers spread. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom(startScale * (distance / startDistance));
}

/** A new scale; at 1× or less the image is centred again (panning only makes sense when zoomed). */
export function withScale(view: ViewState, scale: number): ViewState {
  return scale <= 1 ? { scale, x: 0, y: 0 } : { ...view, scale };
}

/** Dragging moves the image only while zoomed in. */
export function panBy(view: ViewState, dx: number, dy: number): ViewState {
  if (view.scale <= 1) return view;
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Next/previous image, wrapping around. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Above this zoom the viewer shows the uploaded master; up to it, the 1280-wide variant is sharp enough. */
export const MASTER_ZOOM = 2;

/** The file the viewer shows at a zoom: the 1280 WebP variant of our uploads, the master when zoomed past 2×. */
export function viewerSource(src: string, scale: number): string {
  if (scale > MASTER_ZOOM) return src;
  return imageVariantUrl(src, 1280, 'webp') ?? src;
}
