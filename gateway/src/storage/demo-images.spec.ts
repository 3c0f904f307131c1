import { DEMO_IMAGES } from '@site/contracts';
import sharp from 'sharp';
import { demoSvg, renderDemoImage } from './demo-images';

describe('demo product images', () => {
  it('draws a different picture for every name, without text (containers have no fonts)', () => {
    const svgs = DEMO_IMAGES.map(demoSvg);
    expect(new Set(svgs).size).toBe(DEMO_IMAGES.length);
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<script|href=/);
      expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/);
    }
  });

  it('renders an 800×600 PNG for the pipeline', async () => {
    const bytes = await renderDemoImage(DEMO_IMAGES[0]);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 800, height: 600 });
  });
});
