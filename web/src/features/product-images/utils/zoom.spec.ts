import {
  INITIAL_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  clampZoom,
  panBy,
  pinchZoom,
  stepIndex,
  viewerSource,
  toggleZoom,
  wheelZoom,
  withScale,
  zoomIn,
  zoomOut,
} from './zoom';

describe('zoom math', () => {
  it('clamps to 0.5×–5×', () => {
    expect(MIN_ZOOM).toBe(0.5);
    expect(MAX_ZOOM).toBe(5);
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(9)).toBe(5);
    expect(clampZoom(NaN)).toBe(1);
  });

  it('steps by 1.2 and comes back to 1', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomIn(zoomIn(1))).toBe(1.44);
    expect(zoomOut(zoomIn(1))).toBe(1);
    expect(zoomOut(1)).toBeCloseTo(0.8333, 4);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = zoomIn(scale);
    expect(scale).toBe(5);
    for (let i = 0; i < 20; i++) scale = zoomOut(scale);
    expect(scale).toBe(0.5);
  });

  it('zooms by 0.9 and 1.1 on the wheel', () => {
    expect(wheelZoom(1, 100)).toBe(0.9);
    expect(wheelZoom(1, -100)).toBe(1.1);
    expect(wheelZoom(2, 0)).toBe(2);
    expect(wheelZoom(5, -1)).toBe(5);
  });

  it('toggles 2× on double-click', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2)).toBe(1);
    expect(toggleZoom(3.5)).toBe(1);
  });

  it('follows the fingers when pinching', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 10)).toBe(0.5);
    expect(pinchZoom(1.5, 0, 10)).toBe(1.5);
  });
});

describe('panning', () => {
  it('moves only when zoomed in, and recentres at 1×', () => {
    expect(panBy(INITIAL_VIEW, 10, 10)).toEqual(INITIAL_VIEW);
    const zoomed = withScale(INITIAL_VIEW, 2);
    const moved = panBy(zoomed, 10, -5);
    expect(moved).toEqual({ scale: 2, x: 10, y: -5 });
    expect(withScale(moved, 3)).toEqual({ scale: 3, x: 10, y: -5 });
    expect(withScale(moved, 1)).toEqual(INITIAL_VIEW);
  });
});

describe('stepIndex', () => {
  it('wraps around both ways', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('viewerSource', () => {
  const master = '/uploads/images/2026/05/0b8f1c1e-2f4a-4a53-9a55-1f0d3c7e9a10.webp';

  it('shows the 1280 WebP variant up to 2× and the master beyond', () => {
    expect(viewerSource(master, 1)).toBe('/uploads/images/2026/05/0b8f1c1e-2f4a-4a53-9a55-1f0d3c7e9a10/w1280.webp');
    expect(viewerSource(master, 2)).toMatch(/\/w1280\.webp$/);
    expect(viewerSource(master, 2.4)).toBe(master);
  });

  it('keeps pictures without variants as they are', () => {
    expect(viewerSource('https://example.com/a.jpg', 1)).toBe('https://example.com/a.jpg');
  });
});
