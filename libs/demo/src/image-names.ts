import { DEMO_IMAGE_PREFIX, UPLOADS_PREFIX } from '@site/contracts';

/**
 * The fixed demo pictures. The gateway renders them (SVG → WebP, 800×600) into object storage
 * when it starts with SEED_DEMO=true; the catalog's demo seed references them by URL. Only the
 * gateway can reach object storage, so both sides share this list (loaded only with SEED_DEMO).
 */
export const DEMO_MOTIFS = [
  'plc',
  'edge-gateway',
  'controller',
  'sensor',
  'camera',
  'kiosk',
  'vending',
  'robot',
  'dashboard',
  'cloud',
  'chart',
  'phone',
] as const;
export type DemoMotif = (typeof DEMO_MOTIFS)[number];

/** Three pictures per motif: front, angled, detail. */
export const DEMO_VIEWS = ['front', 'angle', 'detail'] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

export interface DemoImage {
  name: string;
  motif: DemoMotif;
  view: DemoView;
}

export const DEMO_IMAGES: DemoImage[] = DEMO_MOTIFS.flatMap((motif) =>
  DEMO_VIEWS.map((view) => ({ name: `${motif}-${view}`, motif, view })),
);

export const demoImageKey = (name: string) => `${DEMO_IMAGE_PREFIX}${name}.webp`;
export const demoImageUrl = (name: string) => `${UPLOADS_PREFIX}${demoImageKey(name)}`;

/**
 * The demo news covers (800×400, the 2:1 the news editor recommends), rendered by the gateway
 * like the product pictures; the content service's demo news references them by URL.
 */
export const DEMO_NEWS_COVER_THEMES = [
  'company',
  'award',
  'partner',
  'policy',
  'market',
  'launch',
  'tutorial',
  'tips',
  'faq',
  'expo',
] as const;
export type DemoNewsCoverTheme = (typeof DEMO_NEWS_COVER_THEMES)[number];

export interface DemoNewsCover {
  name: string;
  theme: DemoNewsCoverTheme;
}

export const DEMO_NEWS_COVERS: DemoNewsCover[] = DEMO_NEWS_COVER_THEMES.map((theme) => ({
  name: `news-${theme}`,
  theme,
}));
