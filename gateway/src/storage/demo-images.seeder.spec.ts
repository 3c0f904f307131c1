import { demoPictures } from '@site/demo';
import sharp from 'sharp';
import { renderDemoPicture } from './demo-images.seeder';

describe('demo pictures', () => {
  it('renders a product picture (800×600) and a news cover (800×400) as PNG for the pipeline', async () => {
    const pictures = demoPictures();
    const product = pictures.find((p) => !p.name.startsWith('news-'))!;
    const cover = pictures.find((p) => p.name.startsWith('news-'))!;
    expect(await sharp(await renderDemoPicture(product)).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 600,
    });
    expect(await sharp(await renderDemoPicture(cover)).metadata()).toMatchObject({
      format: 'png',
      width: 800,
      height: 400,
    });
  });
});
