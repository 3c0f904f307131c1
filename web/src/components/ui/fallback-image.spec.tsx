import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FallbackImage, variantSrcSet } from './fallback-image';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const master = '/uploads/images/2026/05/0b8f1c1e-2f4a-4a53-9a55-1f0d3c7e9a10.webp';
const base = '/uploads/images/2026/05/0b8f1c1e-2f4a-4a53-9a55-1f0d3c7e9a10';

function render(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(element));
  return container;
}

describe('variantSrcSet', () => {
  it('lists every variant width of an uploaded picture', () => {
    expect(variantSrcSet(master, 'avif')).toBe(
      `${base}/w320.avif 320w, ${base}/w640.avif 640w, ${base}/w960.avif 960w, ${base}/w1280.avif 1280w`,
    );
  });

  it('has none for QR codes and foreign pictures', () => {
    expect(variantSrcSet('/uploads/qrcodes/2026/05/0b8f1c1e-2f4a-4a53-9a55-1f0d3c7e9a10.png', 'webp')).toBeNull();
    expect(variantSrcSet('https://example.com/a.jpg', 'webp')).toBeNull();
  });
});

describe('FallbackImage', () => {
  it('offers AVIF then WebP variants for the slot size, with the master as the img', () => {
    const container = render(<FallbackImage src={master} alt="产品" sizes="(max-width: 767px) 100vw, 520px" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1].getAttribute('srcset')).toContain(`${base}/w640.webp 640w`);
    expect(sources[0].getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 520px');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(master);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows a plain img without sizes or without variants', () => {
    expect(render(<FallbackImage src={master} alt="a" />).querySelector('picture')).toBeNull();
    const foreign = render(<FallbackImage src="https://example.com/a.jpg" alt="a" sizes="100vw" />);
    expect(foreign.querySelector('picture')).toBeNull();
    expect(foreign.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.jpg');
  });

  it('shows the placeholder when there is no picture', () => {
    const container = render(<FallbackImage src={null} alt="产品" placeholder="暂无图片" sizes="100vw" />);
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('产品');
    expect(container.textContent).toContain('暂无图片');
  });
});
