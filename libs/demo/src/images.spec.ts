import { DEMO_IMAGES } from './image-names';
import { demoSvg } from './images';
import { demoPictures } from './pictures';

describe('demo product images', () => {
  it('draws a different picture for every name, without text (containers have no fonts)', () => {
    const svgs = DEMO_IMAGES.map(demoSvg);
    expect(new Set(svgs).size).toBe(DEMO_IMAGES.length);
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<script|href=/);
      expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/);
    }
  });

  it('lists every picture once, at the size its SVG is drawn', () => {
    const pictures = demoPictures();
    expect(new Set(pictures.map((p) => p.name)).size).toBe(pictures.length);
    for (const p of pictures) expect(p.svg()).toMatch(new RegExp(`^<svg [^>]*width="${p.width}" height="${p.height}"`));
  });
});
