import type { DemoNewsCover, DemoNewsCoverTheme } from './image-names';
import { brandMark, type Palette } from './images';

/**
 * The demo news covers: 800×400 (the 2:1 the news editor recommends), drawn as SVG and rendered
 * to WebP like the demo product pictures. A theme picture on the right, abstract headline bars
 * on the left; no text (container images have no fonts). Deterministic per theme.
 */
export const NEWS_COVER_WIDTH = 800;
export const NEWS_COVER_HEIGHT = 400;

const PALETTES: Record<DemoNewsCoverTheme, Palette> = {
  company: { from: '#e8f1fb', to: '#bcd5f2', body: '#ffffff', accent: '#1f6fd1', dark: '#1d2b3a' },
  award: { from: '#fff4dc', to: '#f6d58c', body: '#fffaf0', accent: '#d49b00', dark: '#3a2c05' },
  partner: { from: '#e6f4f1', to: '#b9e2d8', body: '#ffffff', accent: '#129a7d', dark: '#17302a' },
  policy: { from: '#eef0fb', to: '#ccd2f2', body: '#ffffff', accent: '#4655c9', dark: '#1e2240' },
  market: { from: '#fdf3e6', to: '#f5d4a6', body: '#ffffff', accent: '#e07b10', dark: '#3a2812' },
  launch: { from: '#1b2140', to: '#3a2f6b', body: '#f4f1fb', accent: '#ff7a45', dark: '#0f0c19' },
  tutorial: { from: '#eaf6ee', to: '#bfe5cb', body: '#ffffff', accent: '#22a55a', dark: '#173222' },
  tips: { from: '#fffbe6', to: '#f7e49b', body: '#ffffff', accent: '#e0a800', dark: '#3a2f05' },
  faq: { from: '#e9f5fd', to: '#b8dcf5', body: '#ffffff', accent: '#0a8fdc', dark: '#13324a' },
  expo: { from: '#fdeceb', to: '#f3c3bf', body: '#ffffff', accent: '#d93a2f', dark: '#3b1614' },
};

/** The theme's picture, drawn around (0, 0) in a box of roughly 320×300. */
function picture(theme: DemoNewsCoverTheme, p: Palette): string {
  switch (theme) {
    case 'company': {
      const windows = (x: number, y: number, cols: number, rows: number) =>
        Array.from({ length: cols * rows }, (_, i) => {
          const wx = x + (i % cols) * 26;
          const wy = y + Math.floor(i / cols) * 30;
          return `<rect x="${wx}" y="${wy}" width="16" height="18" rx="2" fill="${i % 3 ? '#cfe0f5' : p.accent}" opacity=".9"/>`;
        }).join('');
      return (
        `<rect x="-160" y="-40" width="100" height="180" rx="6" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".15" stroke-width="3"/>` +
        windows(-146, -24, 3, 5) +
        `<rect x="-50" y="-140" width="120" height="280" rx="6" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".15" stroke-width="3"/>` +
        windows(-34, -120, 4, 8) +
        `<rect x="80" y="-70" width="90" height="210" rx="6" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".15" stroke-width="3"/>` +
        windows(92, -52, 3, 6) +
        `<path d="M-10 -140 L10 -175 L30 -140 Z" fill="${p.accent}"/>` +
        `<rect x="-190" y="138" width="380" height="8" rx="4" fill="${p.dark}" opacity=".35"/>`
      );
    }
    case 'award':
      return (
        `<path d="M-80 -120 H80 V-40 A80 80 0 0 1 -80 -40 Z" fill="${p.accent}"/>` +
        `<path d="M-80 -100 H-130 A50 50 0 0 0 -70 -10" fill="none" stroke="${p.accent}" stroke-width="14"/>` +
        `<path d="M80 -100 H130 A50 50 0 0 1 70 -10" fill="none" stroke="${p.accent}" stroke-width="14"/>` +
        `<rect x="-16" y="36" width="32" height="50" fill="${p.accent}"/>` +
        `<rect x="-70" y="86" width="140" height="30" rx="6" fill="${p.dark}"/>` +
        `<rect x="-95" y="116" width="190" height="26" rx="6" fill="${p.dark}" opacity=".8"/>` +
        `<path d="M0 -100 L12 -72 L42 -70 L19 -51 L27 -22 L0 -38 L-27 -22 L-19 -51 L-42 -70 L-12 -72 Z" fill="#ffffff"/>` +
        [
          [-150, -150],
          [150, -140],
          [170, 40],
          [-165, 60],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${p.accent}" opacity=".7"/>`)
          .join('')
      );
    case 'partner':
      return (
        `<circle cx="-60" cy="0" r="95" fill="none" stroke="${p.accent}" stroke-width="22"/>` +
        `<circle cx="60" cy="0" r="95" fill="none" stroke="${p.dark}" stroke-width="22" opacity=".8"/>` +
        [
          [-180, -110],
          [180, -110],
          [-180, 110],
          [180, 110],
        ]
          .map(
            ([x, y]) =>
              `<line x1="${x * 0.55}" y1="${y * 0.55}" x2="${x}" y2="${y}" stroke="${p.dark}" stroke-opacity=".3" stroke-width="4"/>` +
              `<circle cx="${x}" cy="${y}" r="18" fill="${p.body}" stroke="${p.accent}" stroke-width="6"/>`,
          )
          .join('')
      );
    case 'policy':
      return (
        `<rect x="-120" y="-150" width="220" height="290" rx="14" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3" transform="rotate(-6)"/>` +
        `<rect x="-100" y="-140" width="220" height="290" rx="14" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".25" stroke-width="3"/>` +
        `<rect x="-70" y="-110" width="160" height="18" rx="9" fill="${p.accent}"/>` +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="-70" y="${-70 + i * 30}" width="${160 - (i % 2) * 40}" height="10" rx="5" fill="${p.dark}" opacity=".25"/>`,
          )
          .join('') +
        `<circle cx="80" cy="100" r="46" fill="${p.accent}" opacity=".9"/>` +
        `<path d="M58 100 L74 116 L104 84" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'market': {
      const bars = [60, 100, 80, 140, 190]
        .map(
          (h, i) =>
            `<rect x="${-170 + i * 62}" y="${130 - h}" width="40" height="${h}" rx="6" fill="${i === 4 ? p.accent : p.dark}" opacity="${i === 4 ? 1 : 0.35}"/>`,
        )
        .join('');
      return (
        `<line x1="-190" y1="132" x2="150" y2="132" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
        bars +
        `<path d="M-170 20 L-100 -20 L-40 0 L40 -80 L110 -120" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M80 -130 L118 -126 L112 -90" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<circle cx="170" cy="-20" r="50" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<path d="M170 -20 L170 -70 A50 50 0 0 1 213 5 Z" fill="${p.accent}"/>`
      );
    }
    case 'launch':
      return (
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map(
            (i) =>
              `<circle cx="${-200 + ((i * 97) % 400)}" cy="${-150 + ((i * 61) % 300)}" r="${2 + (i % 3)}" fill="#ffffff" opacity=".8"/>`,
          )
          .join('') +
        `<g transform="rotate(35)">` +
        `<path d="M0 -150 C45 -110 50 -40 40 40 H-40 C-50 -40 -45 -110 0 -150 Z" fill="${p.body}"/>` +
        `<circle cx="0" cy="-60" r="20" fill="${p.accent}"/><circle cx="0" cy="-60" r="11" fill="${p.dark}"/>` +
        `<path d="M-40 10 L-80 70 L-40 50 Z" fill="${p.accent}"/><path d="M40 10 L80 70 L40 50 Z" fill="${p.accent}"/>` +
        `<path d="M-25 45 Q0 150 25 45 Z" fill="#ffc53d"/><path d="M-12 45 Q0 110 12 45 Z" fill="#ffffff"/>` +
        `</g>`
      );
    case 'tutorial':
      return (
        `<path d="M0 -100 C-60 -130 -140 -125 -190 -100 V120 C-140 95 -60 90 0 120 Z" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<path d="M0 -100 C60 -130 140 -125 190 -100 V120 C140 95 60 90 0 120 Z" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<line x1="0" y1="-100" x2="0" y2="120" stroke="${p.dark}" stroke-opacity=".3" stroke-width="4"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="-150" cy="${-60 + i * 55}" r="14" fill="${p.accent}"/>` +
              `<rect x="-125" y="${-66 + i * 55}" width="100" height="12" rx="6" fill="${p.dark}" opacity=".25"/>`,
          )
          .join('') +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="30" y="${-65 + i * 40}" width="${130 - (i % 2) * 30}" height="12" rx="6" fill="${p.dark}" opacity=".25"/>`,
          )
          .join('')
      );
    case 'tips':
      return (
        [0, 1, 2, 3, 4, 5, 6]
          .map((i) => {
            const angle = -150 + i * 20;
            return `<line x1="0" y1="-120" x2="0" y2="-160" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" transform="rotate(${angle + 90} 0 -20)"/>`;
          })
          .join('') +
        `<circle cx="0" cy="-30" r="90" fill="${p.accent}"/>` +
        `<circle cx="-28" cy="-60" r="22" fill="#ffffff" opacity=".55"/>` +
        `<rect x="-45" y="55" width="90" height="26" rx="8" fill="${p.dark}" opacity=".8"/>` +
        `<rect x="-40" y="85" width="80" height="22" rx="8" fill="${p.dark}" opacity=".65"/>` +
        `<rect x="-24" y="111" width="48" height="16" rx="8" fill="${p.dark}" opacity=".5"/>` +
        `<path d="M-20 20 L-20 -10 L0 10 L20 -10 L20 20" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>`
      );
    case 'faq':
      return (
        `<path d="M-190 -130 H40 A20 20 0 0 1 60 -110 V0 A20 20 0 0 1 40 20 H-120 L-160 60 V20 H-190 A20 20 0 0 1 -210 0 V-110 A20 20 0 0 1 -190 -130 Z" fill="${p.accent}"/>` +
        `<path d="M-105 -80 A25 25 0 1 1 -75 -55 Q-75 -40 -75 -30" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="-75" cy="-5" r="8" fill="#ffffff"/>` +
        `<path d="M0 30 H180 A20 20 0 0 1 200 50 V130 A20 20 0 0 1 180 150 H160 V185 L120 150 H0 A20 20 0 0 1 -20 130 V50 A20 20 0 0 1 0 30 Z" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="15" y="${58 + i * 28}" width="${150 - i * 30}" height="12" rx="6" fill="${p.dark}" opacity=".25"/>`,
          )
          .join('')
      );
    case 'expo':
      return (
        `<rect x="-200" y="-120" width="400" height="40" rx="8" fill="${p.accent}"/>` +
        `<rect x="-190" y="-80" width="12" height="210" fill="${p.dark}" opacity=".6"/>` +
        `<rect x="178" y="-80" width="12" height="210" fill="${p.dark}" opacity=".6"/>` +
        `<rect x="-150" y="-60" width="130" height="90" rx="8" fill="${p.dark}"/>` +
        `<polyline points="-140,10 -110,-20 -80,-5 -40,-40" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/>` +
        `<rect x="20" y="-60" width="130" height="90" rx="8" fill="${p.dark}"/>` +
        `<circle cx="85" cy="-15" r="28" fill="${p.accent}"/>` +
        `<rect x="-120" y="60" width="240" height="70" rx="10" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-90" y="80" width="180" height="12" rx="6" fill="${p.accent}" opacity=".6"/>` +
        `<path d="M-200 -120 L-200 -170 L-160 -155 L-200 -140" fill="${p.accent}"/>` +
        `<path d="M200 -120 L200 -170 L160 -155 L200 -140" fill="${p.accent}"/>`
      );
  }
}

export function newsCoverSvg(cover: DemoNewsCover): string {
  const p = PALETTES[cover.theme];
  const dark = cover.theme === 'launch';
  const bar = dark ? '#ffffff' : p.dark;
  const headline =
    `<rect x="56" y="110" width="72" height="10" rx="5" fill="${p.accent}"/>` +
    `<rect x="56" y="146" width="250" height="26" rx="13" fill="${bar}" opacity="${dark ? 0.9 : 0.8}"/>` +
    `<rect x="56" y="186" width="190" height="26" rx="13" fill="${bar}" opacity="${dark ? 0.9 : 0.8}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="56" y="${240 + i * 22}" width="${230 - i * 40}" height="10" rx="5" fill="${bar}" opacity=".3"/>`,
      )
      .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${NEWS_COVER_WIDTH}" height="${NEWS_COVER_HEIGHT}" viewBox="0 0 ${NEWS_COVER_WIDTH} ${NEWS_COVER_HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="800" height="400" fill="url(#bg)"/>` +
    `<circle cx="560" cy="200" r="230" fill="#ffffff" opacity="${dark ? 0.06 : 0.35}"/>` +
    `<circle cx="760" cy="30" r="90" fill="${p.accent}" opacity=".12"/>` +
    headline +
    `<g transform="translate(545 200) scale(.76)">${picture(cover.theme, p)}</g>` +
    `<rect x="0" y="392" width="800" height="8" fill="${p.accent}"/>` +
    `<g transform="translate(0 -200)">${brandMark(p)}</g>` +
    `</svg>`
  );
}
