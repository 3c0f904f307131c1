import { DEMO_NEWS_COVERS, demoImageUrl, isOwnImageUrl } from '@site/contracts';
import sharp from 'sharp';
import { newsCoverSvg, renderDemoNewsCover } from './demo-images-news';

describe('demo news covers', () => {
  it('draws a different picture for every theme, without text, under our demo image URLs', () => {
    const svgs = DEMO_NEWS_COVERS.map(newsCoverSvg);
    expect(new Set(svgs).size).toBe(DEMO_NEWS_COVERS.length);
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<script|href=/);
      expect(svg).toMatch(/^<svg [^>]*width="800" height="400"/);
    }
    for (const cover of DEMO_NEWS_COVERS) expect(isOwnImageUrl(demoImageUrl(cover.name))).toBe(true);
  });

  it('renders an 800×400 PNG for the pipeline (2:1, as the editor recommends)', async () => {
    const bytes = await renderDemoNewsCover(DEMO_NEWS_COVERS[0]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 800, height: 400 });
  });
});
