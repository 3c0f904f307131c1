import type { DemoImage, DemoMotif, DemoView } from './image-names';

/**
 * The demo product pictures: simple branded illustrations drawn as SVG and rendered (through the image pipeline) to WebP
 * (800×600, like an upload after the SPA shrinks it). No text: container images have no fonts,
 * so the brand is a drawn mark. Deterministic: the same name always gives the same picture.
 */
export const DEMO_WIDTH = 800;
export const DEMO_HEIGHT = 600;

export interface Palette {
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  /** The product's body, its accent and its dark details. */
  body: string;
  accent: string;
  dark: string;
}

const PALETTES: Record<DemoMotif, Palette> = {
  plc: { from: '#e8f1fb', to: '#c7dcf3', body: '#f7f9fc', accent: '#1f6fd1', dark: '#1d2b3a' },
  'edge-gateway': { from: '#e6f4f1', to: '#bfe3da', body: '#fbfdfc', accent: '#129a7d', dark: '#17302a' },
  controller: { from: '#eef0fb', to: '#cfd4f3', body: '#f8f8fd', accent: '#4655c9', dark: '#1e2240' },
  sensor: { from: '#fdf3e6', to: '#f6d9b1', body: '#fffdf9', accent: '#e07b10', dark: '#3a2812' },
  camera: { from: '#ecebf3', to: '#cdcadf', body: '#2b2f3a', accent: '#7b61ff', dark: '#111318' },
  kiosk: { from: '#e9f5fd', to: '#bcdff6', body: '#ffffff', accent: '#0a8fdc', dark: '#13324a' },
  vending: { from: '#fdeceb', to: '#f4c6c3', body: '#fbfbfb', accent: '#d93a2f', dark: '#3b1614' },
  robot: { from: '#eaf6ee', to: '#c2e6cd', body: '#ffffff', accent: '#22a55a', dark: '#173222' },
  dashboard: { from: '#edf1f7', to: '#cfd9e8', body: '#1f2937', accent: '#38bdf8', dark: '#0b1220' },
  cloud: { from: '#e8f0fe', to: '#c5d7fb', body: '#ffffff', accent: '#3b76f6', dark: '#14244a' },
  chart: { from: '#fff6e0', to: '#f7dd97', body: '#ffffff', accent: '#d49b00', dark: '#3a2c05' },
  phone: { from: '#f1ecfb', to: '#d9ccf3', body: '#1f1b2e', accent: '#8b5cf6', dark: '#0f0c19' },
};

const round = (n: number) => Math.round(n * 10) / 10;

/** The product itself, drawn around (0, 0) in a box of roughly 420×340. */
function motif(kind: DemoMotif, p: Palette): string {
  switch (kind) {
    case 'plc': {
      const modules = [0, 1, 2, 3]
        .map((i) => {
          const x = -200 + i * 100;
          const leds = [0, 1, 2, 3]
            .map((j) => `<circle cx="${x + 28 + j * 14}" cy="-70" r="4.5" fill="${j % 2 ? '#36c275' : p.accent}"/>`)
            .join('');
          const terminals = [0, 1, 2, 3, 4]
            .map(
              (j) =>
                `<circle cx="${x + 22 + j * 14}" cy="-130" r="5" fill="${p.dark}" opacity=".75"/>` +
                `<circle cx="${x + 22 + j * 14}" cy="130" r="5" fill="${p.dark}" opacity=".75"/>`,
            )
            .join('');
          return (
            `<rect x="${x}" y="-150" width="92" height="300" rx="10" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".25" stroke-width="2"/>` +
            `<rect x="${x + 12}" y="-40" width="68" height="90" rx="6" fill="${i === 0 ? p.accent : '#dfe6ef'}"/>` +
            leds +
            terminals
          );
        })
        .join('');
      return `<rect x="-230" y="-12" width="460" height="24" rx="4" fill="#9aa7b6"/>${modules}`;
    }
    case 'edge-gateway': {
      const ports = [0, 1, 2, 3, 4]
        .map((i) => `<rect x="${-150 + i * 56}" y="40" width="40" height="28" rx="4" fill="${p.dark}"/>`)
        .join('');
      return (
        `<line x1="-150" y1="-60" x2="-175" y2="-180" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
        `<line x1="150" y1="-60" x2="175" y2="-180" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>` +
        `<rect x="-210" y="-80" width="420" height="190" rx="22" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-210" y="-80" width="420" height="46" rx="22" fill="${p.accent}"/>` +
        `<rect x="-210" y="-50" width="420" height="16" fill="${p.accent}"/>` +
        [0, 1, 2]
          .map((i) => `<circle cx="${-160 + i * 30}" cy="0" r="8" fill="${i === 2 ? '#f5b400' : '#36c275'}"/>`)
          .join('') +
        `<path d="M60 -12 q40 -30 80 0 M75 2 q25 -18 50 0" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>` +
        ports
      );
    }
    case 'controller': {
      const keys = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 70 + (i % 3) * 44;
          const y = -40 + Math.floor(i / 3) * 44;
          return `<rect x="${x}" y="${y}" width="34" height="34" rx="8" fill="${i === 0 ? p.accent : '#dfe3f5'}"/>`;
        })
        .join('');
      return (
        `<rect x="-220" y="-140" width="440" height="280" rx="26" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-190" y="-110" width="230" height="150" rx="12" fill="${p.dark}"/>` +
        `<polyline points="-175,10 -140,-30 -105,-5 -70,-70 -35,-40 15,-90" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linejoin="round"/>` +
        keys +
        `<circle cx="-120" cy="92" r="26" fill="#dfe3f5"/><circle cx="-120" cy="92" r="10" fill="${p.accent}"/>` +
        `<circle cx="-40" cy="92" r="26" fill="#dfe3f5"/><circle cx="-40" cy="92" r="10" fill="${p.dark}"/>` +
        `<rect x="40" y="80" width="150" height="24" rx="12" fill="${p.accent}" opacity=".25"/>`
      );
    }
    case 'sensor': {
      const vents = [0, 1, 2, 3, 4]
        .map((i) => `<rect x="-70" y="${60 + i * 16}" width="140" height="7" rx="3.5" fill="${p.dark}" opacity=".3"/>`)
        .join('');
      return (
        `<rect x="-110" y="-170" width="220" height="340" rx="60" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<circle cx="0" cy="-50" r="78" fill="${p.accent}"/>` +
        `<circle cx="0" cy="-50" r="60" fill="#fff4e6"/>` +
        `<path d="M-36 -40 a36 36 0 0 1 72 0" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>` +
        `<line x1="0" y1="-40" x2="22" y2="-70" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
        `<circle cx="0" cy="-40" r="9" fill="${p.dark}"/>` +
        vents
      );
    }
    case 'camera':
      return (
        `<rect x="-180" y="-110" width="300" height="220" rx="20" fill="${p.body}"/>` +
        `<rect x="120" y="-70" width="80" height="140" rx="10" fill="${p.dark}"/>` +
        `<circle cx="-30" cy="0" r="92" fill="${p.dark}"/>` +
        `<circle cx="-30" cy="0" r="70" fill="#3d3566"/>` +
        `<circle cx="-30" cy="0" r="46" fill="${p.accent}"/>` +
        `<circle cx="-30" cy="0" r="20" fill="#1a1530"/>` +
        `<circle cx="-48" cy="-20" r="9" fill="#ffffff" opacity=".7"/>` +
        `<rect x="-160" y="-95" width="36" height="14" rx="7" fill="#36c275"/>` +
        `<line x1="200" y1="-40" x2="240" y2="-40" stroke="${p.dark}" stroke-width="10"/>` +
        `<line x1="200" y1="40" x2="240" y2="40" stroke="${p.dark}" stroke-width="10"/>`
      );
    case 'kiosk':
      return (
        `<rect x="-40" y="110" width="80" height="70" fill="${p.dark}" opacity=".85"/>` +
        `<rect x="-130" y="170" width="260" height="26" rx="13" fill="${p.dark}"/>` +
        `<rect x="-150" y="-190" width="300" height="310" rx="24" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-125" y="-165" width="250" height="190" rx="10" fill="${p.accent}"/>` +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${-105 + (i % 2) * 110}" y="${-145 + Math.floor(i / 2) * 85}" width="100" height="70" rx="8" fill="#ffffff" opacity=".85"/>`,
          )
          .join('') +
        `<rect x="-100" y="45" width="120" height="14" rx="7" fill="${p.dark}" opacity=".4"/>` +
        `<rect x="50" y="40" width="60" height="50" rx="8" fill="${p.dark}"/>` +
        `<rect x="60" y="52" width="40" height="6" rx="3" fill="#36c275"/>`
      );
    case 'vending': {
      const goods = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        .map((i) => {
          const colors = [p.accent, '#f5b400', '#2f9e44', '#1f6fd1'];
          return `<rect x="${-150 + (i % 4) * 50}" y="${-150 + Math.floor(i / 4) * 80}" width="36" height="56" rx="8" fill="${colors[(i + Math.floor(i / 4)) % 4]}"/>`;
        })
        .join('');
      return (
        `<rect x="-180" y="-200" width="360" height="400" rx="22" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-165" y="-180" width="220" height="260" rx="10" fill="#e8eef3"/>` +
        goods +
        [0, 1, 2]
          .map(
            (i) =>
              `<line x1="-165" y1="${-88 + i * 80}" x2="55" y2="${-88 + i * 80}" stroke="#b8c2cc" stroke-width="4"/>`,
          )
          .join('') +
        `<rect x="75" y="-180" width="90" height="60" rx="8" fill="${p.dark}"/>` +
        [0, 1, 2, 3, 4, 5]
          .map((i) => `<circle cx="${95 + (i % 3) * 25}" cy="${-90 + Math.floor(i / 3) * 25}" r="8" fill="#cfd6dc"/>`)
          .join('') +
        `<rect x="80" y="0" width="80" height="16" rx="8" fill="${p.accent}"/>` +
        `<rect x="-150" y="110" width="200" height="60" rx="10" fill="${p.dark}" opacity=".85"/>`
      );
    }
    case 'robot':
      return (
        `<line x1="0" y1="-150" x2="0" y2="-190" stroke="${p.dark}" stroke-width="8"/>` +
        `<circle cx="0" cy="-198" r="14" fill="${p.accent}"/>` +
        `<rect x="-150" y="-150" width="300" height="210" rx="60" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-115" y="-110" width="230" height="120" rx="40" fill="${p.dark}"/>` +
        `<circle cx="-50" cy="-50" r="22" fill="${p.accent}"/><circle cx="50" cy="-50" r="22" fill="${p.accent}"/>` +
        `<path d="M-30 -12 q30 22 60 0" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>` +
        `<rect x="-180" y="-90" width="30" height="80" rx="15" fill="${p.accent}"/><rect x="150" y="-90" width="30" height="80" rx="15" fill="${p.accent}"/>` +
        `<rect x="-110" y="75" width="220" height="110" rx="30" fill="${p.body}" stroke="${p.dark}" stroke-opacity=".2" stroke-width="3"/>` +
        `<rect x="-60" y="105" width="120" height="16" rx="8" fill="${p.accent}" opacity=".5"/>` +
        `<rect x="-60" y="135" width="80" height="16" rx="8" fill="${p.accent}" opacity=".3"/>`
      );
    case 'dashboard': {
      const bars = [60, 110, 80, 150, 120, 180]
        .map(
          (h, i) =>
            `<rect x="${-170 + i * 42}" y="${60 - h}" width="28" height="${h}" rx="5" fill="${p.accent}" opacity="${0.55 + i * 0.07}"/>`,
        )
        .join('');
      return (
        `<rect x="-30" y="150" width="60" height="40" fill="${p.dark}" opacity=".7"/>` +
        `<rect x="-120" y="185" width="240" height="18" rx="9" fill="${p.dark}" opacity=".8"/>` +
        `<rect x="-230" y="-170" width="460" height="320" rx="18" fill="${p.dark}"/>` +
        `<rect x="-215" y="-155" width="430" height="290" rx="10" fill="${p.body}"/>` +
        bars +
        `<polyline points="-160,-60 -110,-90 -60,-70 -10,-120 40,-100" fill="none" stroke="#f5b400" stroke-width="6" stroke-linejoin="round"/>` +
        `<circle cx="140" cy="-60" r="55" fill="none" stroke="#334155" stroke-width="22"/>` +
        `<circle cx="140" cy="-60" r="55" fill="none" stroke="${p.accent}" stroke-width="22" stroke-dasharray="230 400" transform="rotate(-90 140 -60)"/>` +
        `<rect x="90" y="40" width="100" height="14" rx="7" fill="#334155"/><rect x="90" y="70" width="70" height="14" rx="7" fill="#334155"/>`
      );
    }
    case 'cloud':
      return (
        `<path d="M-150 40 a70 70 0 0 1 20 -137 a95 95 0 0 1 180 -20 a75 75 0 0 1 100 157 z" fill="${p.body}" stroke="${p.accent}" stroke-width="6"/>` +
        `<path d="M-40 -10 l40 -40 l40 40 M0 -50 v90" fill="none" stroke="${p.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
        [-160, -55, 55, 160]
          .map(
            (x) =>
              `<line x1="${x * 0.6}" y1="40" x2="${x}" y2="130" stroke="${p.dark}" stroke-opacity=".4" stroke-width="5"/>` +
              `<rect x="${x - 34}" y="130" width="68" height="50" rx="10" fill="${p.dark}"/>` +
              `<circle cx="${x - 16}" cy="155" r="6" fill="#36c275"/>`,
          )
          .join('')
      );
    case 'chart': {
      const bars = [70, 110, 150, 200]
        .map(
          (h, i) =>
            `<rect x="${-190 + i * 75}" y="${150 - h}" width="55" height="${h}" rx="8" fill="${p.accent}" opacity="${0.55 + i * 0.15}"/>`,
        )
        .join('');
      const coins = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="150" cy="${130 - i * 22}" rx="58" ry="18" fill="${i === 4 ? '#ffd84d' : '#f0b400'}" stroke="#b58400" stroke-width="3"/>`,
        )
        .join('');
      return (
        `<line x1="-210" y1="152" x2="230" y2="152" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>` +
        bars +
        coins +
        `<path d="M-200 -40 L-90 -90 L-10 -60 L110 -170" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="M80 -178 L118 -176 L112 -140" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    }
    case 'phone': {
      const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map((i) => {
          const colors = [p.accent, '#22c55e', '#f59e0b', '#3b82f6', '#ef4444', '#14b8a6'];
          return `<rect x="${-70 + (i % 3) * 50}" y="${-120 + Math.floor(i / 3) * 55}" width="40" height="40" rx="11" fill="${colors[i % colors.length]}"/>`;
        })
        .join('');
      return (
        `<rect x="-105" y="-210" width="210" height="420" rx="36" fill="${p.body}"/>` +
        `<rect x="-92" y="-190" width="184" height="380" rx="24" fill="#f4f1fb"/>` +
        `<rect x="-30" y="-202" width="60" height="10" rx="5" fill="#3a3550"/>` +
        `<rect x="-75" y="-170" width="150" height="30" rx="10" fill="${p.accent}" opacity=".35"/>` +
        tiles +
        `<rect x="-75" y="60" width="150" height="90" rx="14" fill="#ffffff"/>` +
        `<polyline points="-60,130 -30,105 0,118 30,85 60,95" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/>` +
        `<rect x="-35" y="172" width="70" height="7" rx="3.5" fill="#3a3550"/>`
      );
    }
  }
}

/** Where the product sits in each view: centred, turned, or close up. */
const VIEWS: Record<DemoView, { transform: string; shadow: boolean; glow: number }> = {
  front: { transform: 'translate(400 280) scale(1.15)', shadow: true, glow: 0.55 },
  angle: { transform: 'translate(410 290) rotate(-9) skewX(-6) scale(1.05)', shadow: true, glow: 0.35 },
  detail: { transform: 'translate(330 330) scale(1.75)', shadow: false, glow: 0.2 },
};

/** The brand mark, bottom right: a hexagon with three rising bars. */
export function brandMark(p: Palette): string {
  return (
    `<g transform="translate(730 540)" opacity=".9">` +
    `<path d="M0 -30 L26 -15 L26 15 L0 30 L-26 15 L-26 -15 Z" fill="${p.dark}"/>` +
    `<rect x="-13" y="2" width="6" height="10" rx="2" fill="#ffffff"/>` +
    `<rect x="-3" y="-6" width="6" height="18" rx="2" fill="#ffffff"/>` +
    `<rect x="7" y="-14" width="6" height="26" rx="2" fill="${p.accent}"/>` +
    `</g>`
  );
}

export function demoSvg(image: DemoImage): string {
  const p = PALETTES[image.motif];
  const view = VIEWS[image.view];
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = round(i * 100);
    return `<line x1="${x}" y1="0" x2="${x}" y2="600" stroke="${p.dark}" stroke-opacity=".04" stroke-width="2"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_WIDTH}" height="${DEMO_HEIGHT}" viewBox="0 0 ${DEMO_WIDTH} ${DEMO_HEIGHT}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity="${view.glow}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="800" height="600" fill="url(#bg)"/>` +
    grid +
    `<circle cx="400" cy="280" r="300" fill="url(#glow)"/>` +
    `<path d="M0 470 Q400 420 800 470 L800 600 L0 600 Z" fill="${p.dark}" opacity=".05"/>` +
    (view.shadow ? `<ellipse cx="400" cy="520" rx="240" ry="26" fill="${p.dark}" opacity=".16"/>` : '') +
    `<g transform="${view.transform}">${motif(image.motif, p)}</g>` +
    `<rect x="0" y="0" width="800" height="8" fill="${p.accent}"/>` +
    brandMark(p) +
    `</svg>`
  );
}
