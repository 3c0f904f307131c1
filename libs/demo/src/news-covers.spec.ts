import { demoImageUrl, DEMO_NEWS_COVERS } from './image-names';
import { isOwnImageUrl } from '@site/contracts';
import { newsCoverSvg } from './news-covers';

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
});
