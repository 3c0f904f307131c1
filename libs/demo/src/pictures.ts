import { DEMO_IMAGES, DEMO_NEWS_COVERS } from './image-names';
import { DEMO_HEIGHT, DEMO_WIDTH, demoSvg } from './images';
import { NEWS_COVER_HEIGHT, NEWS_COVER_WIDTH, newsCoverSvg } from './news-covers';

/** One demo picture to store: the gateway renders the SVG at this size and puts it through the image pipeline. */
export interface DemoPicture {
  name: string;
  width: number;
  height: number;
  svg: () => string;
}

/** Every demo product picture and news cover the demo seeds reference. */
export const demoPictures = (): DemoPicture[] => [
  ...DEMO_IMAGES.map((image) => ({
    name: image.name,
    width: DEMO_WIDTH,
    height: DEMO_HEIGHT,
    svg: () => demoSvg(image),
  })),
  ...DEMO_NEWS_COVERS.map((cover) => ({
    name: cover.name,
    width: NEWS_COVER_WIDTH,
    height: NEWS_COVER_HEIGHT,
    svg: () => newsCoverSvg(cover),
  })),
];
